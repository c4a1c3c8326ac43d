extern "C" __global__ void gelu_tanh_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_0 = 0.7978846f * (v_0 + 0.044715f * v_0 * v_0 * v_0);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_0] = 0.5f * v_0 * (1.0f + tanhf(u_0));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_1 = 0.7978846f * (v_1 + 0.044715f * v_1 * v_1 * v_1);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_1] = 0.5f * v_1 * (1.0f + tanhf(u_1));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_2 = 0.7978846f * (v_2 + 0.044715f * v_2 * v_2 * v_2);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_2] = 0.5f * v_2 * (1.0f + tanhf(u_2));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_3 = 0.7978846f * (v_3 + 0.044715f * v_3 * v_3 * v_3);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_3] = 0.5f * v_3 * (1.0f + tanhf(u_3));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_4 = 0.7978846f * (v_4 + 0.044715f * v_4 * v_4 * v_4);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_4] = 0.5f * v_4 * (1.0f + tanhf(u_4));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_5 = 0.7978846f * (v_5 + 0.044715f * v_5 * v_5 * v_5);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_5] = 0.5f * v_5 * (1.0f + tanhf(u_5));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_6 = 0.7978846f * (v_6 + 0.044715f * v_6 * v_6 * v_6);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_6] = 0.5f * v_6 * (1.0f + tanhf(u_6));
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        float u_7 = 0.7978846f * (v_7 + 0.044715f * v_7 * v_7 * v_7);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cl"
        y[i_7] = 0.5f * v_7 * (1.0f + tanhf(u_7));
    }
}
