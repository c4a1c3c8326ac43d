extern "C" __global__ void logistic_iter(const float* x0, float* x, float r, int iters, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        float v = x0[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        for (int k = 0; k < iters; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            v = r * v * (1.0f - v);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        x[i] = v;
    }
}
