extern "C" __global__ void softsign_act(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout11/kernels/softsign_act.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/softsign_act.cl"
    if (i < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/softsign_act.cl"
        float v = x[i];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/softsign_act.cl"
        y[i] = v / (1.0f + fabsf(v));
    }
}
