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

extern "C" __global__ void morton_encode_cf2x(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_0 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_0] = spread16(x[g_0]) | (spread16(y[g_0]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if (g_1 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        code[g_1] = spread16(x[g_1]) | (spread16(y[g_1]) << 1);
}
