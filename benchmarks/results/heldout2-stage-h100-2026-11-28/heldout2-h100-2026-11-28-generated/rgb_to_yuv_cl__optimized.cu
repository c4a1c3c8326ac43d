extern "C" __global__ void rgb_to_yuv_opt(const unsigned char* rgb, unsigned char* Y, unsigned char* U, unsigned char* V, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    __shared__ unsigned int rgb_s[192];
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 4 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    int i_own = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + 0ull;
    {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int stage_w = (int)threadIdx.x;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        if (stage_w < 192) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
            int stage_e = stage_w * 4;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
            if (3ll * (long long)i_own + (long long)(stage_e + 3) < 3ll * (long long)n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
                rgb_s[stage_w] = *(const unsigned int*)&rgb[(int)blockIdx.x * 768 + stage_e];
            } else {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
                for (int stage_j = 0; stage_j < 4; stage_j++) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
                    int stage_e1 = stage_e + stage_j;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
                    if (3ll * (long long)i_own + (long long)stage_e1 < 3ll * (long long)n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
                        ((unsigned char*)rgb_s)[stage_e1] = rgb[(int)blockIdx.x * 768 + stage_e1];
                    }
                }
            }
        }
    }
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    __syncthreads();
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
    if (i < n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int r = ((unsigned char*)rgb_s)[3 * (int)threadIdx.x];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int g = ((unsigned char*)rgb_s)[3 * (int)threadIdx.x + 1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        int b = ((unsigned char*)rgb_s)[3 * (int)threadIdx.x + 2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        Y[i] = (unsigned char)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        U[i] = (unsigned char)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/rgb_to_yuv.cl"
        V[i] = (unsigned char)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128);
    }
}
