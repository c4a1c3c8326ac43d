extern "C" __global__ void bias_leaky_relu_nchw_cf2x(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
