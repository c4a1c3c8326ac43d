extern "C" __global__ void hardswish_act_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        float g_0 = fminf(fmaxf(v_0 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        y[i_0] = v_0 * g_0 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        float g_1 = fminf(fmaxf(v_1 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        y[i_1] = v_1 * g_1 / 6.0f;
    }
}
