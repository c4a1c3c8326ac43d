extern "C" __global__ void rgb_to_yuv(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r = rgb[3 * i + 0];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g = rgb[3 * i + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b = rgb[3 * i + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i] = (unsigned char)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i] = (unsigned char)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i] = (unsigned char)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128);
    }
}
