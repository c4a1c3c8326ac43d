extern "C" __global__ void pade_tanh_cf4x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_0 = fminf(fmaxf(x[i_0], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_0 = v_0 * v_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_0] = v_0 * (27.0f + v2_0) / (27.0f + 9.0f * v2_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_1 = fminf(fmaxf(x[i_1], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_1 = v_1 * v_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_1] = v_1 * (27.0f + v2_1) / (27.0f + 9.0f * v2_1);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_2 = fminf(fmaxf(x[i_2], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_2 = v_2 * v_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_2] = v_2 * (27.0f + v2_2) / (27.0f + 9.0f * v2_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_3 = fminf(fmaxf(x[i_3], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_3 = v_3 * v_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_3] = v_3 * (27.0f + v2_3) / (27.0f + 9.0f * v2_3);
    }
}
