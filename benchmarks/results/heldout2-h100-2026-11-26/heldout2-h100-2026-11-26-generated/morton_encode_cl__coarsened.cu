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

extern "C" __global__ void morton_encode_cf16x_st32(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_8;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_9;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_10;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_11;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_12;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_13;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_14;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    int g_15;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        g_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_0 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_0] = spread16(x[g_0]) | (spread16(y[g_0]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_1 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_1] = spread16(x[g_1]) | (spread16(y[g_1]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_2 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_2] = spread16(x[g_2]) | (spread16(y[g_2]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_3 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_3] = spread16(x[g_3]) | (spread16(y[g_3]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_4 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_4] = spread16(x[g_4]) | (spread16(y[g_4]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_5 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_5] = spread16(x[g_5]) | (spread16(y[g_5]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_6 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_6] = spread16(x[g_6]) | (spread16(y[g_6]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_7 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_7] = spread16(x[g_7]) | (spread16(y[g_7]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_8 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_8] = spread16(x[g_8]) | (spread16(y[g_8]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_9 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_9] = spread16(x[g_9]) | (spread16(y[g_9]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_10 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_10] = spread16(x[g_10]) | (spread16(y[g_10]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_11 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_11] = spread16(x[g_11]) | (spread16(y[g_11]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_12 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_12] = spread16(x[g_12]) | (spread16(y[g_12]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_13 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_13] = spread16(x[g_13]) | (spread16(y[g_13]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_14 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_14] = spread16(x[g_14]) | (spread16(y[g_14]) << 1);
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
        if (g_15 < n)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cl"
            code[g_15] = spread16(x[g_15]) | (spread16(y[g_15]) << 1);
}
