extern "C" __global__ void mish_act_cf8x(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_4 = x[i_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_4] = v_4 * tanhf(log1pf(expf(v_4)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_5 = x[i_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_5] = v_5 * tanhf(log1pf(expf(v_5)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_6 = x[i_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_6] = v_6 * tanhf(log1pf(expf(v_6)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v_7 = x[i_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i_7] = v_7 * tanhf(log1pf(expf(v_7)));
    }
}
