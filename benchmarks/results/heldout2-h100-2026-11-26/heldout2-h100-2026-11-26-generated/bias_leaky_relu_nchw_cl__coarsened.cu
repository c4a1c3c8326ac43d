extern "C" __global__ void bias_leaky_relu_nchw_cf16x_st32(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_0;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_1;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_2;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_3;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_4;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_5;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_6;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_7;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_8;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_9;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_10;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_11;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_12;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_13;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_14;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_15;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        g_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_0 = in[g_0] + bias[g_0 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_0] = v_0 > 0.0f ? v_0 : 0.125f * v_0;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_1 = in[g_1] + bias[g_1 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_1] = v_1 > 0.0f ? v_1 : 0.125f * v_1;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_2 = in[g_2] + bias[g_2 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_2] = v_2 > 0.0f ? v_2 : 0.125f * v_2;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_3 = in[g_3] + bias[g_3 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_3] = v_3 > 0.0f ? v_3 : 0.125f * v_3;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_4 = in[g_4] + bias[g_4 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_4] = v_4 > 0.0f ? v_4 : 0.125f * v_4;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_5 = in[g_5] + bias[g_5 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_5] = v_5 > 0.0f ? v_5 : 0.125f * v_5;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_6 = in[g_6] + bias[g_6 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_6] = v_6 > 0.0f ? v_6 : 0.125f * v_6;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_7 = in[g_7] + bias[g_7 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_7] = v_7 > 0.0f ? v_7 : 0.125f * v_7;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_8 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_8 = in[g_8] + bias[g_8 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_8] = v_8 > 0.0f ? v_8 : 0.125f * v_8;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_9 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_9 = in[g_9] + bias[g_9 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_9] = v_9 > 0.0f ? v_9 : 0.125f * v_9;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_10 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_10 = in[g_10] + bias[g_10 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_10] = v_10 > 0.0f ? v_10 : 0.125f * v_10;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_11 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_11 = in[g_11] + bias[g_11 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_11] = v_11 > 0.0f ? v_11 : 0.125f * v_11;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_12 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_12 = in[g_12] + bias[g_12 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_12] = v_12 > 0.0f ? v_12 : 0.125f * v_12;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_13 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_13 = in[g_13] + bias[g_13 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_13] = v_13 > 0.0f ? v_13 : 0.125f * v_13;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_14 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_14 = in[g_14] + bias[g_14 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_14] = v_14 > 0.0f ? v_14 : 0.125f * v_14;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        if (g_15 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            float v_15 = in[g_15] + bias[g_15 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
            out[g_15] = v_15 > 0.0f ? v_15 : 0.125f * v_15;
        }
}
