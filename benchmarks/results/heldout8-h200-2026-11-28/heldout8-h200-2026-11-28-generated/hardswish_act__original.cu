extern "C" __global__ void hardswish_act(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v = x[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g = fminf(fmaxf(v + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i] = v * g / 6.0f;
    }
}
