extern "C" __global__ void gelu_tanh_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_2 = 0.7978846f * (v_2 + 0.044715f * v_2 * v_2 * v_2);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_2] = 0.5f * v_2 * (1.0f + tanhf(u_2));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_3 = 0.7978846f * (v_3 + 0.044715f * v_3 * v_3 * v_3);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_3] = 0.5f * v_3 * (1.0f + tanhf(u_3));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_4 = 0.7978846f * (v_4 + 0.044715f * v_4 * v_4 * v_4);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_4] = 0.5f * v_4 * (1.0f + tanhf(u_4));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_5 = 0.7978846f * (v_5 + 0.044715f * v_5 * v_5 * v_5);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_5] = 0.5f * v_5 * (1.0f + tanhf(u_5));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_6 = 0.7978846f * (v_6 + 0.044715f * v_6 * v_6 * v_6);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_6] = 0.5f * v_6 * (1.0f + tanhf(u_6));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        float u_7 = 0.7978846f * (v_7 + 0.044715f * v_7 * v_7 * v_7);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        y[i_7] = 0.5f * v_7 * (1.0f + tanhf(u_7));
    }
}
