extern "C" __global__ void popcount_map_cf4x_st32(const unsigned int* in, int* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_0] = __popc(in[g_0]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_1] = __popc(in[g_1]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_2 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_2] = __popc(in[g_2]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_3 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_3] = __popc(in[g_3]);
}
