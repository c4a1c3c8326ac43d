extern "C" __global__ void popcount_map_opt(const unsigned int* in, int* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 out_v0;
    uint4 in_v1;
    {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        int g_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        if (ucond) {
            in_v1 = *(const uint4*)&in[g_m0];
            out_v0.x = __popc(in_v1.x);
        }
    }
    {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        int g_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        if (ucond) {
            out_v0.y = __popc(in_v1.y);
        }
    }
    {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        int g_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        if (ucond) {
            out_v0.z = __popc(in_v1.z);
        }
    }
    {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        int g_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        if (ucond) {
            out_v0.w = __popc(in_v1.w);
            *(int4*)(&out[g_m3] - 3) = out_v0;
        }
    }
}
