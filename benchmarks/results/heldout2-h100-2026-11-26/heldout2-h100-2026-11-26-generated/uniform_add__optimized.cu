extern "C" __global__ void uniform_add_opt(int* data, const int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int ucond = (int)(blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u) < n;
    int4 data_v0;
    int4 data_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        int g_m0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        if (ucond) {
            data_v1 = *(int4*)&data[g_m0];
            data_v0.x = data_v1.x + sums[blockIdx.x];
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        int g_m1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        if (ucond) {
            data_v0.y = data_v1.y + sums[blockIdx.x];
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        int g_m2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        if (ucond) {
            data_v0.z = data_v1.z + sums[blockIdx.x];
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        int g_m3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        if (ucond) {
            data_v0.w = data_v1.w + sums[blockIdx.x];
            *(int4*)(&data[g_m3] - 3) = data_v0;
        }
    }
}
