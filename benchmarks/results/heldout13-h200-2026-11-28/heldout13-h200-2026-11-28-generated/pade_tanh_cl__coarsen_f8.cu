extern "C" __global__ void pade_tanh_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_0 = fminf(fmaxf(x[i_0], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_0 = v_0 * v_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_0] = v_0 * (27.0f + v2_0) / (27.0f + 9.0f * v2_0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_1 = fminf(fmaxf(x[i_1], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_1 = v_1 * v_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_1] = v_1 * (27.0f + v2_1) / (27.0f + 9.0f * v2_1);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_2 = fminf(fmaxf(x[i_2], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_2 = v_2 * v_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_2] = v_2 * (27.0f + v2_2) / (27.0f + 9.0f * v2_2);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_3 = fminf(fmaxf(x[i_3], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_3 = v_3 * v_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_3] = v_3 * (27.0f + v2_3) / (27.0f + 9.0f * v2_3);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_4 = fminf(fmaxf(x[i_4], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_4 = v_4 * v_4;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_4] = v_4 * (27.0f + v2_4) / (27.0f + 9.0f * v2_4);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_5 = fminf(fmaxf(x[i_5], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_5 = v_5 * v_5;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_5] = v_5 * (27.0f + v2_5) / (27.0f + 9.0f * v2_5);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_6 = fminf(fmaxf(x[i_6], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_6 = v_6 * v_6;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_6] = v_6 * (27.0f + v2_6) / (27.0f + 9.0f * v2_6);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v_7 = fminf(fmaxf(x[i_7], -3.0f), 3.0f);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        float v2_7 = v_7 * v_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
        y[i_7] = v_7 * (27.0f + v2_7) / (27.0f + 9.0f * v2_7);
    }
}
