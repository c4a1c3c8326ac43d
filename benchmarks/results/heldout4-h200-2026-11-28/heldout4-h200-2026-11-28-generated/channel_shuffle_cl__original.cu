extern "C" __global__ void channel_shuffle(const float* in, float* out, int N, int C, int HW, int g) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
    if (i < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int hw = i % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int oc = i / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int b = i / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int cpg = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        int ic = oc % g * cpg + oc / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cl"
        out[i] = in[(b * C + ic) * HW + hw];
    }
}
