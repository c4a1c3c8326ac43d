extern "C" __global__ void rgba_to_gray_cl_cf8x(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_0 = rgba[4 * i_0 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_0 = rgba[4 * i_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_0 = rgba[4 * i_0 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_0 = rgba[4 * i_0 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_0 = (77 * r_0 + 150 * g_0 + 29 * b_0) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_0] = (unsigned char)((y_0 * a_0 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_1 = rgba[4 * i_1 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_1 = rgba[4 * i_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_1 = rgba[4 * i_1 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_1 = rgba[4 * i_1 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_1 = (77 * r_1 + 150 * g_1 + 29 * b_1) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_1] = (unsigned char)((y_1 * a_1 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_2 = rgba[4 * i_2 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_2 = rgba[4 * i_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_2 = rgba[4 * i_2 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_2 = rgba[4 * i_2 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_2 = (77 * r_2 + 150 * g_2 + 29 * b_2) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_2] = (unsigned char)((y_2 * a_2 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_3 = rgba[4 * i_3 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_3 = rgba[4 * i_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_3 = rgba[4 * i_3 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_3 = rgba[4 * i_3 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_3 = (77 * r_3 + 150 * g_3 + 29 * b_3) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_3] = (unsigned char)((y_3 * a_3 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_4 = rgba[4 * i_4 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_4 = rgba[4 * i_4 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_4 = rgba[4 * i_4 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_4 = rgba[4 * i_4 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_4 = (77 * r_4 + 150 * g_4 + 29 * b_4) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_4] = (unsigned char)((y_4 * a_4 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_5 = rgba[4 * i_5 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_5 = rgba[4 * i_5 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_5 = rgba[4 * i_5 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_5 = rgba[4 * i_5 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_5 = (77 * r_5 + 150 * g_5 + 29 * b_5) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_5] = (unsigned char)((y_5 * a_5 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_6 = rgba[4 * i_6 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_6 = rgba[4 * i_6 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_6 = rgba[4 * i_6 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_6 = rgba[4 * i_6 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_6 = (77 * r_6 + 150 * g_6 + 29 * b_6) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_6] = (unsigned char)((y_6 * a_6 + 127) / 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r_7 = rgba[4 * i_7 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g_7 = rgba[4 * i_7 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b_7 = rgba[4 * i_7 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a_7 = rgba[4 * i_7 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y_7 = (77 * r_7 + 150 * g_7 + 29 * b_7) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i_7] = (unsigned char)((y_7 * a_7 + 127) / 255);
    }
}
