extern "C" __global__ void ema_filter_channels_cf4x(const float* x, float* y, float alpha, int channels, int t) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    int c_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    int c_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    int c_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    int c_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    if (c_0 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        const float* xc_0 = x + (unsigned long long)c_0 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float* yc_0 = y + (unsigned long long)c_0 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float beta_0 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float acc_0 = xc_0[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        yc_0[0] = acc_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        for (int k_0 = 1; k_0 < t; k_0++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            acc_0 = alpha * xc_0[k_0] + beta_0 * acc_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            yc_0[k_0] = acc_0;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    if (c_1 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        const float* xc_1 = x + (unsigned long long)c_1 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float* yc_1 = y + (unsigned long long)c_1 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float beta_1 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float acc_1 = xc_1[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        yc_1[0] = acc_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        for (int k_1 = 1; k_1 < t; k_1++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            acc_1 = alpha * xc_1[k_1] + beta_1 * acc_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            yc_1[k_1] = acc_1;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    if (c_2 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        const float* xc_2 = x + (unsigned long long)c_2 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float* yc_2 = y + (unsigned long long)c_2 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float beta_2 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float acc_2 = xc_2[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        yc_2[0] = acc_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        for (int k_2 = 1; k_2 < t; k_2++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            acc_2 = alpha * xc_2[k_2] + beta_2 * acc_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            yc_2[k_2] = acc_2;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
    if (c_3 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        const float* xc_3 = x + (unsigned long long)c_3 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float* yc_3 = y + (unsigned long long)c_3 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float beta_3 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        float acc_3 = xc_3[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        yc_3[0] = acc_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
        for (int k_3 = 1; k_3 < t; k_3++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            acc_3 = alpha * xc_3[k_3] + beta_3 * acc_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cl"
            yc_3[k_3] = acc_3;
        }
    }
}
