extern "C" __global__ void rope_pairs_cf2x(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    int p_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    int p_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    if (p_0 < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float a_0 = x[2 * p_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float b_0 = x[2 * p_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float c_0 = cs[p_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float s_0 = sn[p_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y[2 * p_0] = a_0 * c_0 - b_0 * s_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y[2 * p_0 + 1] = a_0 * s_0 + b_0 * c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    if (p_1 < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float a_1 = x[2 * p_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float b_1 = x[2 * p_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float c_1 = cs[p_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float s_1 = sn[p_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y[2 * p_1] = a_1 * c_1 - b_1 * s_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y[2 * p_1 + 1] = a_1 * s_1 + b_1 * c_1;
    }
}
