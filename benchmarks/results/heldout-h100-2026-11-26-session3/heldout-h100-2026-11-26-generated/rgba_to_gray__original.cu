extern "C" __global__ void rgba_to_gray(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int r = rgba[4 * i + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int g = rgba[4 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int b = rgba[4 * i + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int a = rgba[4 * i + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int y = (77 * r + 150 * g + 29 * b) >> 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        gray[i] = (unsigned char)((y * a + 127) / 255);
    }
}
