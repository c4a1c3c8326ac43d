extern "C" __global__ void gelu_tanh(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u = 0.7978846f * (v + 0.044715f * v * v * v);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i] = 0.5f * v * (1.0f + tanhf(u));
    }
}
