extern "C" __global__ void rgb_to_yuv_cf8x(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_0 = rgb[3 * i_0 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_0 = rgb[3 * i_0 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_0 = rgb[3 * i_0 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_0] = (unsigned char)(((66 * r_0 + 129 * g_0 + 25 * b_0 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_0] = (unsigned char)(((-38 * r_0 - 74 * g_0 + 112 * b_0 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_0] = (unsigned char)(((112 * r_0 - 94 * g_0 - 18 * b_0 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_1 = rgb[3 * i_1 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_1 = rgb[3 * i_1 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_1 = rgb[3 * i_1 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_1] = (unsigned char)(((66 * r_1 + 129 * g_1 + 25 * b_1 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_1] = (unsigned char)(((-38 * r_1 - 74 * g_1 + 112 * b_1 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_1] = (unsigned char)(((112 * r_1 - 94 * g_1 - 18 * b_1 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_2 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_2 = rgb[3 * i_2 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_2 = rgb[3 * i_2 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_2 = rgb[3 * i_2 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_2] = (unsigned char)(((66 * r_2 + 129 * g_2 + 25 * b_2 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_2] = (unsigned char)(((-38 * r_2 - 74 * g_2 + 112 * b_2 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_2] = (unsigned char)(((112 * r_2 - 94 * g_2 - 18 * b_2 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_3 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_3 = rgb[3 * i_3 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_3 = rgb[3 * i_3 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_3 = rgb[3 * i_3 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_3] = (unsigned char)(((66 * r_3 + 129 * g_3 + 25 * b_3 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_3] = (unsigned char)(((-38 * r_3 - 74 * g_3 + 112 * b_3 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_3] = (unsigned char)(((112 * r_3 - 94 * g_3 - 18 * b_3 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_4 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_4 = rgb[3 * i_4 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_4 = rgb[3 * i_4 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_4 = rgb[3 * i_4 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_4] = (unsigned char)(((66 * r_4 + 129 * g_4 + 25 * b_4 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_4] = (unsigned char)(((-38 * r_4 - 74 * g_4 + 112 * b_4 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_4] = (unsigned char)(((112 * r_4 - 94 * g_4 - 18 * b_4 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_5 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_5 = rgb[3 * i_5 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_5 = rgb[3 * i_5 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_5 = rgb[3 * i_5 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_5] = (unsigned char)(((66 * r_5 + 129 * g_5 + 25 * b_5 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_5] = (unsigned char)(((-38 * r_5 - 74 * g_5 + 112 * b_5 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_5] = (unsigned char)(((112 * r_5 - 94 * g_5 - 18 * b_5 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_6 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_6 = rgb[3 * i_6 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_6 = rgb[3 * i_6 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_6 = rgb[3 * i_6 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_6] = (unsigned char)(((66 * r_6 + 129 * g_6 + 25 * b_6 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_6] = (unsigned char)(((-38 * r_6 - 74 * g_6 + 112 * b_6 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_6] = (unsigned char)(((112 * r_6 - 94 * g_6 - 18 * b_6 + 128) >> 8) + 128);
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i_7 < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r_7 = rgb[3 * i_7 + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g_7 = rgb[3 * i_7 + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b_7 = rgb[3 * i_7 + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i_7] = (unsigned char)(((66 * r_7 + 129 * g_7 + 25 * b_7 + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i_7] = (unsigned char)(((-38 * r_7 - 74 * g_7 + 112 * b_7 + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i_7] = (unsigned char)(((112 * r_7 - 94 * g_7 - 18 * b_7 + 128) >> 8) + 128);
    }
}
