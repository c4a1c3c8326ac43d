extern "C" __global__ void rgba_to_gray_cl_opt(const unsigned char* rgba, unsigned char* gray, int n) {
#line 6 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
    if (i < n) {
#line 8 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        uchar4 rgba_v = *(const uchar4*)&rgba[4 * i + 0];
#line 8 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int r = rgba_v.x;
#line 9 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int g = rgba_v.y;
#line 10 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int b = rgba_v.z;
#line 11 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int a = rgba_v.w;
#line 12 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        int y = (77 * r + 150 * g + 29 * b) >> 8;
#line 13 "/work/main/benchmarks/heldout/kernels/rgba_to_gray_cl.cl"
        gray[i] = (unsigned char)((y * a + 127) / 255);
    }
}
