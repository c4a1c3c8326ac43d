extern "C" __global__ void mish_act(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        float v = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cl"
        y[i] = v * tanhf(log1pf(expf(v)));
    }
}
