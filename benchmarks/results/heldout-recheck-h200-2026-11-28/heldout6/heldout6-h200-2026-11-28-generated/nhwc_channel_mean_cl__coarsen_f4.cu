extern "C" __global__ void nhwc_channel_mean_cf4x(const float* x, float* out, int npix, int C) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    int p_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    int p_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    if (p_0 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        for (int c_0 = 0; c_0 < C; c_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_0 += x[p_0 * C + c_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        out[p_0] = s_0 / (float)C;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    if (p_1 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        for (int c_1 = 0; c_1 < C; c_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_1 += x[p_1 * C + c_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        out[p_1] = s_1 / (float)C;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    if (p_2 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        for (int c_2 = 0; c_2 < C; c_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_2 += x[p_2 * C + c_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        out[p_2] = s_2 / (float)C;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    if (p_3 < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        for (int c_3 = 0; c_3 < C; c_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_3 += x[p_3 * C + c_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        out[p_3] = s_3 / (float)C;
    }
}
