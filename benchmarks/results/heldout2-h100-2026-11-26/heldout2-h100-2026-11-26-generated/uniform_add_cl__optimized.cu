extern "C" __global__ void uniform_add_opt(int* data, const int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int ucond = (int)((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull) < n;
    int4 data_v0;
    int4 data_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        int g_m0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        if (ucond) {
            data_v1 = *(int4*)&data[g_m0];
            data_v0.x = data_v1.x + sums[(unsigned long long)blockIdx.x];
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        int g_m1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        if (ucond) {
            data_v0.y = data_v1.y + sums[(unsigned long long)blockIdx.x];
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        int g_m2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        if (ucond) {
            data_v0.z = data_v1.z + sums[(unsigned long long)blockIdx.x];
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        int g_m3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        if (ucond) {
            data_v0.w = data_v1.w + sums[(unsigned long long)blockIdx.x];
            *(int4*)(&data[g_m3] - 3) = data_v0;
        }
    }
}
