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

extern "C" __global__ void morton_encode_cf16x_st32(const unsigned int* x, const unsigned int* y, unsigned int* code, int n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_8;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_9;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_10;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_11;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_12;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_13;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_14;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    int g_15;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        g_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_0 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_0] = spread16(x[g_0]) | (spread16(y[g_0]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_1 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_1] = spread16(x[g_1]) | (spread16(y[g_1]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_2 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_2] = spread16(x[g_2]) | (spread16(y[g_2]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_3 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_3] = spread16(x[g_3]) | (spread16(y[g_3]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_4 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_4] = spread16(x[g_4]) | (spread16(y[g_4]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_5 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_5] = spread16(x[g_5]) | (spread16(y[g_5]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_6 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_6] = spread16(x[g_6]) | (spread16(y[g_6]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_7 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_7] = spread16(x[g_7]) | (spread16(y[g_7]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_8 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_8] = spread16(x[g_8]) | (spread16(y[g_8]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_9 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_9] = spread16(x[g_9]) | (spread16(y[g_9]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_10 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_10] = spread16(x[g_10]) | (spread16(y[g_10]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_11 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_11] = spread16(x[g_11]) | (spread16(y[g_11]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_12 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_12] = spread16(x[g_12]) | (spread16(y[g_12]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_13 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_13] = spread16(x[g_13]) | (spread16(y[g_13]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_14 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_14] = spread16(x[g_14]) | (spread16(y[g_14]) << 1);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
        if (g_15 < n)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/morton_encode.cu"
            code[g_15] = spread16(x[g_15]) | (spread16(y[g_15]) << 1);
}
