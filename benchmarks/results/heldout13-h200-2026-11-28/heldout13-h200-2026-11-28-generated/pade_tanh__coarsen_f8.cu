extern "C" __global__ void pade_tanh_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_4 = fminf(fmaxf(x[i_4], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_4 = v_4 * v_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_4] = v_4 * (27.0f + v2_4) / (27.0f + 9.0f * v2_4);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_5 = fminf(fmaxf(x[i_5], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_5 = v_5 * v_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_5] = v_5 * (27.0f + v2_5) / (27.0f + 9.0f * v2_5);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_6 = fminf(fmaxf(x[i_6], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_6 = v_6 * v_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_6] = v_6 * (27.0f + v2_6) / (27.0f + 9.0f * v2_6);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v_7 = fminf(fmaxf(x[i_7], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        float v2_7 = v_7 * v_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cu"
        y[i_7] = v_7 * (27.0f + v2_7) / (27.0f + 9.0f * v2_7);
    }
}
