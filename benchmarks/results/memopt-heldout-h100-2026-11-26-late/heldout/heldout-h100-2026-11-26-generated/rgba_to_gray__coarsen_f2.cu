extern "C" __global__ void rgba_to_gray_cf2x(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
