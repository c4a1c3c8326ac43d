extern "C" __global__ void rgba_to_gray_opt(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
    if (i < n) {
#line 8 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        uchar4 rgba_v = *(const uchar4*)&rgba[4 * i + 0];
#line 8 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int r = rgba_v.x;
#line 9 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int g = rgba_v.y;
#line 10 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int b = rgba_v.z;
#line 11 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int a = rgba_v.w;
#line 12 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        int y = (77 * r + 150 * g + 29 * b) >> 8;
#line 13 "/work/main/benchmarks/heldout/kernels/rgba_to_gray.cu"
        gray[i] = (unsigned char)((y * a + 127) / 255);
    }
}
