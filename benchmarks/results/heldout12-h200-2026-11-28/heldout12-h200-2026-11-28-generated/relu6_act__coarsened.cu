extern "C" __global__ void relu6_act_cf4x_st32(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    if (i_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
        y[i_0] = fminf(fmaxf(x[i_0], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    if (i_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
        y[i_1] = fminf(fmaxf(x[i_1], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    if (i_2 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
        y[i_2] = fminf(fmaxf(x[i_2], 0.0f), 6.0f);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
    if (i_3 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/relu6_act.cu"
        y[i_3] = fminf(fmaxf(x[i_3], 0.0f), 6.0f);
}
