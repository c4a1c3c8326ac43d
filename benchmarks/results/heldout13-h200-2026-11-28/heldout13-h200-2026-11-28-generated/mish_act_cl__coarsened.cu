extern "C" __global__ void mish_act_cf4x_st32(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_0 = x[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_0] = v_0 * tanhf(log1pf(expf(v_0)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_1 = x[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_1] = v_1 * tanhf(log1pf(expf(v_1)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_2 = x[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_2] = v_2 * tanhf(log1pf(expf(v_2)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_3 = x[i_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_3] = v_3 * tanhf(log1pf(expf(v_3)));
    }
}
