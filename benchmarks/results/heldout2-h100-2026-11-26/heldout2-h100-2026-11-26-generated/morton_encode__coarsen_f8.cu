__device__ unsigned int spread16(unsigned int v) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 8)) & 16711935u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 4)) & 252645135u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 2)) & 858993459u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    v = (v | (v << 1)) & 1431655765u;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    return v;
}

extern "C" __global__ void morton_encode_cf8x(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_0 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_0] = spread16(x[g_0]) | (spread16(y[g_0]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_1 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_1] = spread16(x[g_1]) | (spread16(y[g_1]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_2 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_2] = spread16(x[g_2]) | (spread16(y[g_2]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_3 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_3] = spread16(x[g_3]) | (spread16(y[g_3]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_4 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_4] = spread16(x[g_4]) | (spread16(y[g_4]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_5 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_5] = spread16(x[g_5]) | (spread16(y[g_5]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_6 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_6] = spread16(x[g_6]) | (spread16(y[g_6]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_7 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_7] = spread16(x[g_7]) | (spread16(y[g_7]) << 1);
}
