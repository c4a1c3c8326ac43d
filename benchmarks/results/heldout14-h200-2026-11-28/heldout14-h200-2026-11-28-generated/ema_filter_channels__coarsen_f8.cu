extern "C" __global__ void ema_filter_channels_cf8x(const float* x, float* y, float alpha, int channels, int t) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    int c_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_0 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_0 = x + (unsigned long long)c_0 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_0 = y + (unsigned long long)c_0 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_0 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_0 = xc_0[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_0[0] = acc_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_0 = 1; k_0 < t; k_0++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_0 = alpha * xc_0[k_0] + beta_0 * acc_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_0[k_0] = acc_0;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_1 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_1 = x + (unsigned long long)c_1 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_1 = y + (unsigned long long)c_1 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_1 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_1 = xc_1[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_1[0] = acc_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_1 = 1; k_1 < t; k_1++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_1 = alpha * xc_1[k_1] + beta_1 * acc_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_1[k_1] = acc_1;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_2 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_2 = x + (unsigned long long)c_2 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_2 = y + (unsigned long long)c_2 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_2 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_2 = xc_2[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_2[0] = acc_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_2 = 1; k_2 < t; k_2++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_2 = alpha * xc_2[k_2] + beta_2 * acc_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_2[k_2] = acc_2;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_3 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_3 = x + (unsigned long long)c_3 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_3 = y + (unsigned long long)c_3 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_3 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_3 = xc_3[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_3[0] = acc_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_3 = 1; k_3 < t; k_3++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_3 = alpha * xc_3[k_3] + beta_3 * acc_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_3[k_3] = acc_3;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_4 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_4 = x + (unsigned long long)c_4 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_4 = y + (unsigned long long)c_4 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_4 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_4 = xc_4[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_4[0] = acc_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_4 = 1; k_4 < t; k_4++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_4 = alpha * xc_4[k_4] + beta_4 * acc_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_4[k_4] = acc_4;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_5 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_5 = x + (unsigned long long)c_5 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_5 = y + (unsigned long long)c_5 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_5 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_5 = xc_5[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_5[0] = acc_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_5 = 1; k_5 < t; k_5++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_5 = alpha * xc_5[k_5] + beta_5 * acc_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_5[k_5] = acc_5;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_6 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_6 = x + (unsigned long long)c_6 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_6 = y + (unsigned long long)c_6 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_6 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_6 = xc_6[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_6[0] = acc_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_6 = 1; k_6 < t; k_6++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_6 = alpha * xc_6[k_6] + beta_6 * acc_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_6[k_6] = acc_6;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
    if (c_7 < channels) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        const float* xc_7 = x + (unsigned long long)c_7 * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float* yc_7 = y + (unsigned long long)c_7 * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float beta_7 = 1.0f - alpha;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        float acc_7 = xc_7[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        yc_7[0] = acc_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
        for (int k_7 = 1; k_7 < t; k_7++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            acc_7 = alpha * xc_7[k_7] + beta_7 * acc_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/kernels/ema_filter_channels.cu"
            yc_7[k_7] = acc_7;
        }
    }
}
