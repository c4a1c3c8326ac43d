extern "C" __global__ void rope_pairs_cf4x(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    if (p_0 < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a_0 = x[2 * p_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b_0 = x[2 * p_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c_0 = cs[p_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s_0 = sn[p_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_0] = a_0 * c_0 - b_0 * s_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_0 + 1] = a_0 * s_0 + b_0 * c_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    if (p_1 < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a_1 = x[2 * p_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b_1 = x[2 * p_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c_1 = cs[p_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s_1 = sn[p_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_1] = a_1 * c_1 - b_1 * s_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_1 + 1] = a_1 * s_1 + b_1 * c_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    if (p_2 < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a_2 = x[2 * p_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b_2 = x[2 * p_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c_2 = cs[p_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s_2 = sn[p_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_2] = a_2 * c_2 - b_2 * s_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_2 + 1] = a_2 * s_2 + b_2 * c_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    if (p_3 < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a_3 = x[2 * p_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b_3 = x[2 * p_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c_3 = cs[p_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s_3 = sn[p_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_3] = a_3 * c_3 - b_3 * s_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p_3 + 1] = a_3 * s_3 + b_3 * c_3;
    }
}
