extern "C" __global__ void popcount_map_cf8x(const unsigned int* in, int* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_4 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_4] = __popc(in[g_4]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_5 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_5] = __popc(in[g_5]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_6 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_6] = __popc(in[g_6]);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g_7 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g_7] = __popc(in[g_7]);
}
