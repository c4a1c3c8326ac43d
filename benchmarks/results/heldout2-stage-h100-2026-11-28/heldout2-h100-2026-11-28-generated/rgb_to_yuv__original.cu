extern "C" __global__ void rgb_to_yuv(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int r = rgb[3 * i + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int g = rgb[3 * i + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int b = rgb[3 * i + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        Y[i] = (unsigned char)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        U[i] = (unsigned char)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        V[i] = (unsigned char)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128);
    }
}
