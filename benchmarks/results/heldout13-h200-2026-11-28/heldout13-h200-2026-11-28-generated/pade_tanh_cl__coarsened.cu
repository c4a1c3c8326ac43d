extern "C" __global__ void pade_tanh_cf4x_st32(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
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
}
