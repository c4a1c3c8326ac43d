extern "C" __global__ void ema_filter_channels(const float* x, float* y, float alpha, int channels, int t) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    int c = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    if (c < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        const float* xc = x + (unsigned long long)c * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float* yc = y + (unsigned long long)c * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float beta = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float acc = xc[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        yc[0] = acc;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        for (int k = 1; k < t; k++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            acc = alpha * xc[k] + beta * acc;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            yc[k] = acc;
        }
    }
}
