extern "C" __global__ void rgba_to_gray_cl_cf2x(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
