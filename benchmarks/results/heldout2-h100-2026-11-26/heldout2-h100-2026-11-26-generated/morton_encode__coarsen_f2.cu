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

extern "C" __global__ void morton_encode_cf2x(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_0 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_0] = spread16(x[g_0]) | (spread16(y[g_0]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (g_1 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        code[g_1] = spread16(x[g_1]) | (spread16(y[g_1]) << 1);
}
