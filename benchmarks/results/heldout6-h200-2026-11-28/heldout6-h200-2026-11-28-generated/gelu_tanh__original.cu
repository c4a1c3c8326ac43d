extern "C" __global__ void gelu_tanh(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u = 0.7978846f * (v + 0.044715f * v * v * v);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i] = 0.5f * v * (1.0f + tanhf(u));
    }
}
