extern "C" __global__ void hardswish_act(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        float v = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        float g = fminf(fmaxf(v + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cl"
        y[i] = v * g / 6.0f;
    }
}
