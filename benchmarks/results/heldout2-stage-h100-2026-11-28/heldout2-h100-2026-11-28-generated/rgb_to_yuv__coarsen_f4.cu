extern "C" __global__ void rgb_to_yuv_cf4x(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int r_0 = rgb[3 * i_0 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int g_0 = rgb[3 * i_0 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int b_0 = rgb[3 * i_0 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        Y[i_0] = (unsigned char)(((66 * r_0 + 129 * g_0 + 25 * b_0 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        U[i_0] = (unsigned char)(((-38 * r_0 - 74 * g_0 + 112 * b_0 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        V[i_0] = (unsigned char)(((112 * r_0 - 94 * g_0 - 18 * b_0 + 128) >> 8) + 128);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int r_1 = rgb[3 * i_1 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int g_1 = rgb[3 * i_1 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int b_1 = rgb[3 * i_1 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        Y[i_1] = (unsigned char)(((66 * r_1 + 129 * g_1 + 25 * b_1 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        U[i_1] = (unsigned char)(((-38 * r_1 - 74 * g_1 + 112 * b_1 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        V[i_1] = (unsigned char)(((112 * r_1 - 94 * g_1 - 18 * b_1 + 128) >> 8) + 128);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int r_2 = rgb[3 * i_2 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int g_2 = rgb[3 * i_2 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int b_2 = rgb[3 * i_2 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        Y[i_2] = (unsigned char)(((66 * r_2 + 129 * g_2 + 25 * b_2 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        U[i_2] = (unsigned char)(((-38 * r_2 - 74 * g_2 + 112 * b_2 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        V[i_2] = (unsigned char)(((112 * r_2 - 94 * g_2 - 18 * b_2 + 128) >> 8) + 128);
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int r_3 = rgb[3 * i_3 + 0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int g_3 = rgb[3 * i_3 + 1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        int b_3 = rgb[3 * i_3 + 2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        Y[i_3] = (unsigned char)(((66 * r_3 + 129 * g_3 + 25 * b_3 + 128) >> 8) + 16);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        U[i_3] = (unsigned char)(((-38 * r_3 - 74 * g_3 + 112 * b_3 + 128) >> 8) + 128);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cu"
        V[i_3] = (unsigned char)(((112 * r_3 - 94 * g_3 - 18 * b_3 + 128) >> 8) + 128);
    }
}
