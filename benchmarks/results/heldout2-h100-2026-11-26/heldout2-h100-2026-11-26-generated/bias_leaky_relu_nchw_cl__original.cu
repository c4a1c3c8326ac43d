extern "C" __global__ void bias_leaky_relu_nchw(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
    if (g < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        float v = in[g] + bias[g / hw % C];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cl"
        out[g] = v > 0.0f ? v : 0.125f * v;
    }
}
