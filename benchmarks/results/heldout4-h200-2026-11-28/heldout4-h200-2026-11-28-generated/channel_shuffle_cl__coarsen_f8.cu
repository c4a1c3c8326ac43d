extern "C" __global__ void channel_shuffle_cf8x(const float* in, float* out, int N, int C, int HW, int g) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_4 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_4 = i_4 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_4 = i_4 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_4 = i_4 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_4 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_4 = oc_4 % g * cpg_4 + oc_4 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_4] = in[(b_4 * C + ic_4) * HW + hw_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_5 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_5 = i_5 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_5 = i_5 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_5 = i_5 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_5 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_5 = oc_5 % g * cpg_5 + oc_5 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_5] = in[(b_5 * C + ic_5) * HW + hw_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_6 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_6 = i_6 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_6 = i_6 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_6 = i_6 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_6 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_6 = oc_6 % g * cpg_6 + oc_6 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_6] = in[(b_6 * C + ic_6) * HW + hw_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i_7 < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw_7 = i_7 % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc_7 = i_7 / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b_7 = i_7 / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg_7 = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic_7 = oc_7 % g * cpg_7 + oc_7 / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i_7] = in[(b_7 * C + ic_7) * HW + hw_7];
    }
}
