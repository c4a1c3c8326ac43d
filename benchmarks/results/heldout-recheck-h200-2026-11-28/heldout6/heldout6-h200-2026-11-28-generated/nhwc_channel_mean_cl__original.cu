extern "C" __global__ void nhwc_channel_mean(const float* x, float* out, int npix, int C) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    if (p < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        for (int c = 0; c < C; c++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s += x[p * C + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        out[p] = s / (float)C;
    }
}
