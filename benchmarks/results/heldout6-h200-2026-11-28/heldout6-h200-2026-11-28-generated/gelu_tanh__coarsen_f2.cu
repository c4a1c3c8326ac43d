extern "C" __global__ void gelu_tanh_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_0 = 0.7978846f * (v_0 + 0.044715f * v_0 * v_0 * v_0);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_0] = 0.5f * v_0 * (1.0f + tanhf(u_0));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_1 = 0.7978846f * (v_1 + 0.044715f * v_1 * v_1 * v_1);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_1] = 0.5f * v_1 * (1.0f + tanhf(u_1));
    }
}
