extern "C" __global__ void bias_leaky_relu_nchw_cf8x(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_4 = in[g_4] + bias[g_4 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_4] = v_4 > 0.0f ? v_4 : 0.125f * v_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_5 = in[g_5] + bias[g_5 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_5] = v_5 > 0.0f ? v_5 : 0.125f * v_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_6 = in[g_6] + bias[g_6 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_6] = v_6 > 0.0f ? v_6 : 0.125f * v_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v_7 = in[g_7] + bias[g_7 / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g_7] = v_7 > 0.0f ? v_7 : 0.125f * v_7;
    }
}
