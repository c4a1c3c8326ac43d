__device__ unsigned int spread16(unsigned int v) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 8)) & 16711935u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 4)) & 252645135u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 2)) & 858993459u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    v = (v | (v << 1)) & 1431655765u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    return v;
}

extern "C" __global__ void morton_encode_cf8x(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_0 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_0] = spread16(x[g_0]) | (spread16(y[g_0]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_1 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_1] = spread16(x[g_1]) | (spread16(y[g_1]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_2 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_2] = spread16(x[g_2]) | (spread16(y[g_2]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_3 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_3] = spread16(x[g_3]) | (spread16(y[g_3]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_4 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_4] = spread16(x[g_4]) | (spread16(y[g_4]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_5 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_5] = spread16(x[g_5]) | (spread16(y[g_5]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_6 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_6] = spread16(x[g_6]) | (spread16(y[g_6]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_7 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_7] = spread16(x[g_7]) | (spread16(y[g_7]) << 1);
}
