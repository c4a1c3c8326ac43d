extern "C" __global__ void rgba_to_gray_cl(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i < n) {
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r = rgba[4 * i + 0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g = rgba[4 * i + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b = rgba[4 * i + 2];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a = rgba[4 * i + 3];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y = (77 * r + 150 * g + 29 * b) >> 8;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i] = (unsigned char)((y * a + 127) / 255);
    }
}
