extern "C" __global__ void bias_leaky_relu_nchw_cf4x(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_0 = in[g_0] + bias[g_0 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_0] = v_0 > 0.0f ? v_0 : 0.125f * v_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_1 = in[g_1] + bias[g_1 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_1] = v_1 > 0.0f ? v_1 : 0.125f * v_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_2 = in[g_2] + bias[g_2 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_2] = v_2 > 0.0f ? v_2 : 0.125f * v_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_3 = in[g_3] + bias[g_3 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_3] = v_3 > 0.0f ? v_3 : 0.125f * v_3;
    }
}
