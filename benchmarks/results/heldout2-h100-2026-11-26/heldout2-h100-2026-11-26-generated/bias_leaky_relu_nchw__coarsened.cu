extern "C" __global__ void bias_leaky_relu_nchw_cf16x_st32(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        g_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_0 = in[g_0] + bias[g_0 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_0] = v_0 > 0.0f ? v_0 : 0.125f * v_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_1 = in[g_1] + bias[g_1 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_1] = v_1 > 0.0f ? v_1 : 0.125f * v_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_2 = in[g_2] + bias[g_2 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_2] = v_2 > 0.0f ? v_2 : 0.125f * v_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_3 = in[g_3] + bias[g_3 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_3] = v_3 > 0.0f ? v_3 : 0.125f * v_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_4 = in[g_4] + bias[g_4 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_4] = v_4 > 0.0f ? v_4 : 0.125f * v_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_5 = in[g_5] + bias[g_5 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_5] = v_5 > 0.0f ? v_5 : 0.125f * v_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_6 = in[g_6] + bias[g_6 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_6] = v_6 > 0.0f ? v_6 : 0.125f * v_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_7 = in[g_7] + bias[g_7 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_7] = v_7 > 0.0f ? v_7 : 0.125f * v_7;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_8 = in[g_8] + bias[g_8 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_8] = v_8 > 0.0f ? v_8 : 0.125f * v_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_9 = in[g_9] + bias[g_9 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_9] = v_9 > 0.0f ? v_9 : 0.125f * v_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_10 = in[g_10] + bias[g_10 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_10] = v_10 > 0.0f ? v_10 : 0.125f * v_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_11 = in[g_11] + bias[g_11 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_11] = v_11 > 0.0f ? v_11 : 0.125f * v_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_12 = in[g_12] + bias[g_12 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_12] = v_12 > 0.0f ? v_12 : 0.125f * v_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_13 = in[g_13] + bias[g_13 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_13] = v_13 > 0.0f ? v_13 : 0.125f * v_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_14 = in[g_14] + bias[g_14 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_14] = v_14 > 0.0f ? v_14 : 0.125f * v_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        if (g_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            float v_15 = in[g_15] + bias[g_15 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
            out[g_15] = v_15 > 0.0f ? v_15 : 0.125f * v_15;
        }
}
