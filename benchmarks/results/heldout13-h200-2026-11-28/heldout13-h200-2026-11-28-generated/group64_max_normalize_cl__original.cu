extern "C" __global__ void group64_max_normalize(const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        int g = i & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        float m = x[g];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        for (int k = 1; k < 64; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
            m = fmaxf(m, x[g + k]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cl"
        y[i] = x[i] / m;
    }
}
