extern "C" __global__ void popcount_map_cf4x(const unsigned int* in, int* out, int n) {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    if (g_0 < n)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        out[g_0] = __popc(in[g_0]);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    if (g_1 < n)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        out[g_1] = __popc(in[g_1]);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    if (g_2 < n)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        out[g_2] = __popc(in[g_2]);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    if (g_3 < n)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        out[g_3] = __popc(in[g_3]);
}
