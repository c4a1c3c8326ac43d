extern "C" __global__ void channel_shuffle_cf2x(const float* in, float* out, int N, int C, int HW, int g) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_0 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_0 = i_0 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_0 = i_0 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_0 = i_0 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_0 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_0 = oc_0 % g * cpg_0 + oc_0 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_0] = in[(b_0 * C + ic_0) * HW + hw_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_1 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_1 = i_1 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_1 = i_1 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_1 = i_1 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_1 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_1 = oc_1 % g * cpg_1 + oc_1 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_1] = in[(b_1 * C + ic_1) * HW + hw_1];
    }
}
