extern "C" __global__ void rgba_to_gray_cf16x_st32(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_0;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_1;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_2;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_3;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_4;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_5;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_6;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_7;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_8;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_9;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_10;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_11;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_12;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_13;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_14;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_15;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_0 = rgba[4 * i_0 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_0 = rgba[4 * i_0 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_0 = rgba[4 * i_0 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_0 = rgba[4 * i_0 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_0 = (77 * r_0 + 150 * g_0 + 29 * b_0) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_0] = (unsigned char)((y_0 * a_0 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_1 = rgba[4 * i_1 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_1 = rgba[4 * i_1 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_1 = rgba[4 * i_1 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_1 = rgba[4 * i_1 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_1 = (77 * r_1 + 150 * g_1 + 29 * b_1) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_1] = (unsigned char)((y_1 * a_1 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_2 = rgba[4 * i_2 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_2 = rgba[4 * i_2 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_2 = rgba[4 * i_2 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_2 = rgba[4 * i_2 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_2 = (77 * r_2 + 150 * g_2 + 29 * b_2) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_2] = (unsigned char)((y_2 * a_2 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_3 = rgba[4 * i_3 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_3 = rgba[4 * i_3 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_3 = rgba[4 * i_3 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_3 = rgba[4 * i_3 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_3 = (77 * r_3 + 150 * g_3 + 29 * b_3) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_3] = (unsigned char)((y_3 * a_3 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_4 = rgba[4 * i_4 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_4 = rgba[4 * i_4 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_4 = rgba[4 * i_4 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_4 = rgba[4 * i_4 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_4 = (77 * r_4 + 150 * g_4 + 29 * b_4) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_4] = (unsigned char)((y_4 * a_4 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_5 = rgba[4 * i_5 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_5 = rgba[4 * i_5 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_5 = rgba[4 * i_5 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_5 = rgba[4 * i_5 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_5 = (77 * r_5 + 150 * g_5 + 29 * b_5) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_5] = (unsigned char)((y_5 * a_5 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_6 = rgba[4 * i_6 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_6 = rgba[4 * i_6 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_6 = rgba[4 * i_6 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_6 = rgba[4 * i_6 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_6 = (77 * r_6 + 150 * g_6 + 29 * b_6) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_6] = (unsigned char)((y_6 * a_6 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_7 = rgba[4 * i_7 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_7 = rgba[4 * i_7 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_7 = rgba[4 * i_7 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_7 = rgba[4 * i_7 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_7 = (77 * r_7 + 150 * g_7 + 29 * b_7) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_7] = (unsigned char)((y_7 * a_7 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_8 = rgba[4 * i_8 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_8 = rgba[4 * i_8 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_8 = rgba[4 * i_8 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_8 = rgba[4 * i_8 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_8 = (77 * r_8 + 150 * g_8 + 29 * b_8) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_8] = (unsigned char)((y_8 * a_8 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_9 = rgba[4 * i_9 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_9 = rgba[4 * i_9 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_9 = rgba[4 * i_9 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_9 = rgba[4 * i_9 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_9 = (77 * r_9 + 150 * g_9 + 29 * b_9) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_9] = (unsigned char)((y_9 * a_9 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_10 = rgba[4 * i_10 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_10 = rgba[4 * i_10 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_10 = rgba[4 * i_10 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_10 = rgba[4 * i_10 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_10 = (77 * r_10 + 150 * g_10 + 29 * b_10) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_10] = (unsigned char)((y_10 * a_10 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_11 = rgba[4 * i_11 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_11 = rgba[4 * i_11 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_11 = rgba[4 * i_11 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_11 = rgba[4 * i_11 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_11 = (77 * r_11 + 150 * g_11 + 29 * b_11) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_11] = (unsigned char)((y_11 * a_11 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_12 = rgba[4 * i_12 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_12 = rgba[4 * i_12 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_12 = rgba[4 * i_12 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_12 = rgba[4 * i_12 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_12 = (77 * r_12 + 150 * g_12 + 29 * b_12) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_12] = (unsigned char)((y_12 * a_12 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_13 = rgba[4 * i_13 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_13 = rgba[4 * i_13 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_13 = rgba[4 * i_13 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_13 = rgba[4 * i_13 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_13 = (77 * r_13 + 150 * g_13 + 29 * b_13) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_13] = (unsigned char)((y_13 * a_13 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_14 = rgba[4 * i_14 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_14 = rgba[4 * i_14 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_14 = rgba[4 * i_14 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_14 = rgba[4 * i_14 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_14 = (77 * r_14 + 150 * g_14 + 29 * b_14) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_14] = (unsigned char)((y_14 * a_14 + 127) / 255);
        }
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int r_15 = rgba[4 * i_15 + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int g_15 = rgba[4 * i_15 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int b_15 = rgba[4 * i_15 + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int a_15 = rgba[4 * i_15 + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            int y_15 = (77 * r_15 + 150 * g_15 + 29 * b_15) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
            gray[i_15] = (unsigned char)((y_15 * a_15 + 127) / 255);
        }
}
