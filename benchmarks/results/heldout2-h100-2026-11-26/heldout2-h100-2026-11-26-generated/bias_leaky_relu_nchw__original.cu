extern "C" __global__ void bias_leaky_relu_nchw(const float* in, const float* bias, float* out, int n, int C, int hw) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
    if (g < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        float v = in[g] + bias[g / hw % C];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/bias_leaky_relu_nchw.cu"
        out[g] = v > 0.0f ? v : 0.125f * v;
    }
}
