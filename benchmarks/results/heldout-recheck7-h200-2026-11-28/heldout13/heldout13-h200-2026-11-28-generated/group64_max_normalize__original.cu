extern "C" __global__ void group64_max_normalize(const float* x, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        int g = i & ~63;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        float m = x[g];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        for (int k = 1; k < 64; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
            m = fmaxf(m, x[g + k]);
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/group64_max_normalize.cu"
        y[i] = x[i] / m;
    }
}
