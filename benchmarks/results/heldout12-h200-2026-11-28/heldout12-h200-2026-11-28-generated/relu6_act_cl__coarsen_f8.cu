extern "C" __global__ void relu6_act_cf8x(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_4 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_4] = fminf(fmaxf(x[i_4], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_5 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_5] = fminf(fmaxf(x[i_5], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_6 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_6] = fminf(fmaxf(x[i_6], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
    if (i_7 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cl"
        y[i_7] = fminf(fmaxf(x[i_7], 0.0f), 6.0f);
}
