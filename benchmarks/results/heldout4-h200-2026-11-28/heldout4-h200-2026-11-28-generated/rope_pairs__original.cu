extern "C" __global__ void rope_pairs(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
    if (p < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float a = x[2 * p];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float b = x[2 * p + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float c = cs[p];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        float s = sn[p];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y[2 * p] = a * c - b * s;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cu"
        y[2 * p + 1] = a * s + b * c;
    }
}
