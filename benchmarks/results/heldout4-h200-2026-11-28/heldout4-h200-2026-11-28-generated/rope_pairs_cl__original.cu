extern "C" __global__ void rope_pairs(const float* x, const float* cs, const float* sn, float* y, int npairs) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
    if (p < npairs) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float a = x[2 * p];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float b = x[2 * p + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float c = cs[p];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        float s = sn[p];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p] = a * c - b * s;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rope_pairs.cl"
        y[2 * p + 1] = a * s + b * c;
    }
}
