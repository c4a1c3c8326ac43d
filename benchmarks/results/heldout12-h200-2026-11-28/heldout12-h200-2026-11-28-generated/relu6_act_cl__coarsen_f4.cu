extern "C" __global__ void relu6_act_cf4x(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_0] = fminf(fmaxf(x[i_0], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_1] = fminf(fmaxf(x[i_1], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_2 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_2] = fminf(fmaxf(x[i_2], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_3 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_3] = fminf(fmaxf(x[i_3], 0.0f), 6.0f);
}
