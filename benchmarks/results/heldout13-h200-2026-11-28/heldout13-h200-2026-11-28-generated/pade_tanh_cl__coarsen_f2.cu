extern "C" __global__ void pade_tanh_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/pade_tanh.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
