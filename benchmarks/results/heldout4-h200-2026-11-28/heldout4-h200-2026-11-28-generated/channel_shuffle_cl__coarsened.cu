extern "C" __global__ void channel_shuffle_cf4x_st32(const float* in, float* out, int N, int C, int HW, int g) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_2 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_2 = i_2 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_2 = i_2 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_2 = i_2 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_2 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_2 = oc_2 % g * cpg_2 + oc_2 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_2] = in[(b_2 * C + ic_2) * HW + hw_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_3 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_3 = i_3 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_3 = i_3 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_3 = i_3 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_3 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_3 = oc_3 % g * cpg_3 + oc_3 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_3] = in[(b_3 * C + ic_3) * HW + hw_3];
    }
}
