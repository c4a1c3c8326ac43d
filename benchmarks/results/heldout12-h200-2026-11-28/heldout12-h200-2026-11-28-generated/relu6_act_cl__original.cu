extern "C" __global__ void relu6_act(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i] = fminf(fmaxf(x[i], 0.0f), 6.0f);
}
