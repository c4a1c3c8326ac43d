extern "C" __global__ void bias_leaky_relu_nchw_cf8x(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_0 = in[g_0] + bias[g_0 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_0] = v_0 > 0.0f ? v_0 : 0.125f * v_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_1 = in[g_1] + bias[g_1 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_1] = v_1 > 0.0f ? v_1 : 0.125f * v_1;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_2 = in[g_2] + bias[g_2 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_2] = v_2 > 0.0f ? v_2 : 0.125f * v_2;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_3 = in[g_3] + bias[g_3 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_3] = v_3 > 0.0f ? v_3 : 0.125f * v_3;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_4 = in[g_4] + bias[g_4 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_4] = v_4 > 0.0f ? v_4 : 0.125f * v_4;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_5 = in[g_5] + bias[g_5 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_5] = v_5 > 0.0f ? v_5 : 0.125f * v_5;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_6 = in[g_6] + bias[g_6 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_6] = v_6 > 0.0f ? v_6 : 0.125f * v_6;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v_7 = in[g_7] + bias[g_7 / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g_7] = v_7 > 0.0f ? v_7 : 0.125f * v_7;
    }
}
