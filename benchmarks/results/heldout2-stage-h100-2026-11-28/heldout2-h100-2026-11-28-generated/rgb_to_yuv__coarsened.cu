extern "C" __global__ void rgb_to_yuv_cf16x_st32(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_1;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_2;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_3;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_4;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_5;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_6;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_7;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_8;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_9;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_10;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_11;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_12;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_13;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_14;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_15;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_0 = rgb[3 * i_0 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_0 = rgb[3 * i_0 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_0 = rgb[3 * i_0 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_0] = (unsigned char)(((66 * r_0 + 129 * g_0 + 25 * b_0 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_0] = (unsigned char)(((-38 * r_0 - 74 * g_0 + 112 * b_0 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_0] = (unsigned char)(((112 * r_0 - 94 * g_0 - 18 * b_0 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_1 = rgb[3 * i_1 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_1 = rgb[3 * i_1 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_1 = rgb[3 * i_1 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_1] = (unsigned char)(((66 * r_1 + 129 * g_1 + 25 * b_1 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_1] = (unsigned char)(((-38 * r_1 - 74 * g_1 + 112 * b_1 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_1] = (unsigned char)(((112 * r_1 - 94 * g_1 - 18 * b_1 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_2 = rgb[3 * i_2 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_2 = rgb[3 * i_2 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_2 = rgb[3 * i_2 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_2] = (unsigned char)(((66 * r_2 + 129 * g_2 + 25 * b_2 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_2] = (unsigned char)(((-38 * r_2 - 74 * g_2 + 112 * b_2 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_2] = (unsigned char)(((112 * r_2 - 94 * g_2 - 18 * b_2 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_3 = rgb[3 * i_3 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_3 = rgb[3 * i_3 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_3 = rgb[3 * i_3 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_3] = (unsigned char)(((66 * r_3 + 129 * g_3 + 25 * b_3 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_3] = (unsigned char)(((-38 * r_3 - 74 * g_3 + 112 * b_3 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_3] = (unsigned char)(((112 * r_3 - 94 * g_3 - 18 * b_3 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_4 = rgb[3 * i_4 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_4 = rgb[3 * i_4 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_4 = rgb[3 * i_4 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_4] = (unsigned char)(((66 * r_4 + 129 * g_4 + 25 * b_4 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_4] = (unsigned char)(((-38 * r_4 - 74 * g_4 + 112 * b_4 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_4] = (unsigned char)(((112 * r_4 - 94 * g_4 - 18 * b_4 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_5 = rgb[3 * i_5 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_5 = rgb[3 * i_5 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_5 = rgb[3 * i_5 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_5] = (unsigned char)(((66 * r_5 + 129 * g_5 + 25 * b_5 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_5] = (unsigned char)(((-38 * r_5 - 74 * g_5 + 112 * b_5 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_5] = (unsigned char)(((112 * r_5 - 94 * g_5 - 18 * b_5 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_6 = rgb[3 * i_6 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_6 = rgb[3 * i_6 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_6 = rgb[3 * i_6 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_6] = (unsigned char)(((66 * r_6 + 129 * g_6 + 25 * b_6 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_6] = (unsigned char)(((-38 * r_6 - 74 * g_6 + 112 * b_6 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_6] = (unsigned char)(((112 * r_6 - 94 * g_6 - 18 * b_6 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_7 = rgb[3 * i_7 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_7 = rgb[3 * i_7 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_7 = rgb[3 * i_7 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_7] = (unsigned char)(((66 * r_7 + 129 * g_7 + 25 * b_7 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_7] = (unsigned char)(((-38 * r_7 - 74 * g_7 + 112 * b_7 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_7] = (unsigned char)(((112 * r_7 - 94 * g_7 - 18 * b_7 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_8 = rgb[3 * i_8 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_8 = rgb[3 * i_8 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_8 = rgb[3 * i_8 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_8] = (unsigned char)(((66 * r_8 + 129 * g_8 + 25 * b_8 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_8] = (unsigned char)(((-38 * r_8 - 74 * g_8 + 112 * b_8 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_8] = (unsigned char)(((112 * r_8 - 94 * g_8 - 18 * b_8 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_9 = rgb[3 * i_9 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_9 = rgb[3 * i_9 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_9 = rgb[3 * i_9 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_9] = (unsigned char)(((66 * r_9 + 129 * g_9 + 25 * b_9 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_9] = (unsigned char)(((-38 * r_9 - 74 * g_9 + 112 * b_9 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_9] = (unsigned char)(((112 * r_9 - 94 * g_9 - 18 * b_9 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_10 = rgb[3 * i_10 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_10 = rgb[3 * i_10 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_10 = rgb[3 * i_10 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_10] = (unsigned char)(((66 * r_10 + 129 * g_10 + 25 * b_10 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_10] = (unsigned char)(((-38 * r_10 - 74 * g_10 + 112 * b_10 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_10] = (unsigned char)(((112 * r_10 - 94 * g_10 - 18 * b_10 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_11 = rgb[3 * i_11 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_11 = rgb[3 * i_11 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_11 = rgb[3 * i_11 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_11] = (unsigned char)(((66 * r_11 + 129 * g_11 + 25 * b_11 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_11] = (unsigned char)(((-38 * r_11 - 74 * g_11 + 112 * b_11 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_11] = (unsigned char)(((112 * r_11 - 94 * g_11 - 18 * b_11 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_12 = rgb[3 * i_12 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_12 = rgb[3 * i_12 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_12 = rgb[3 * i_12 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_12] = (unsigned char)(((66 * r_12 + 129 * g_12 + 25 * b_12 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_12] = (unsigned char)(((-38 * r_12 - 74 * g_12 + 112 * b_12 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_12] = (unsigned char)(((112 * r_12 - 94 * g_12 - 18 * b_12 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_13 = rgb[3 * i_13 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_13 = rgb[3 * i_13 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_13 = rgb[3 * i_13 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_13] = (unsigned char)(((66 * r_13 + 129 * g_13 + 25 * b_13 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_13] = (unsigned char)(((-38 * r_13 - 74 * g_13 + 112 * b_13 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_13] = (unsigned char)(((112 * r_13 - 94 * g_13 - 18 * b_13 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_14 = rgb[3 * i_14 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_14 = rgb[3 * i_14 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_14 = rgb[3 * i_14 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_14] = (unsigned char)(((66 * r_14 + 129 * g_14 + 25 * b_14 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_14] = (unsigned char)(((-38 * r_14 - 74 * g_14 + 112 * b_14 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_14] = (unsigned char)(((112 * r_14 - 94 * g_14 - 18 * b_14 + 128) >> 8) + 128);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int r_15 = rgb[3 * i_15 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int g_15 = rgb[3 * i_15 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            int b_15 = rgb[3 * i_15 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            Y[i_15] = (unsigned char)(((66 * r_15 + 129 * g_15 + 25 * b_15 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            U[i_15] = (unsigned char)(((-38 * r_15 - 74 * g_15 + 112 * b_15 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
            V[i_15] = (unsigned char)(((112 * r_15 - 94 * g_15 - 18 * b_15 + 128) >> 8) + 128);
        }
}
