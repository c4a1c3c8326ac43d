extern "C" __global__ void channel_shuffle(const float* in, float* out, int N, int C, int HW, int g) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
    if (i < N * C * HW) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
        int hw = i % HW;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
        int oc = i / HW % C;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
        int b = i / (HW * C);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
        int cpg = C / g;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
        int ic = oc % g * cpg + oc / g;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/channel_shuffle.cu"
        out[i] = in[(b * C + ic) * HW + hw];
    }
}
