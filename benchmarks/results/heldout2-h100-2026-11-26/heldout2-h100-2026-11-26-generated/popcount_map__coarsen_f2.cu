extern "C" __global__ void popcount_map_cf2x(const unsigned int* in, int* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_0] = __popc(in[g_0]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_1] = __popc(in[g_1]);
}
