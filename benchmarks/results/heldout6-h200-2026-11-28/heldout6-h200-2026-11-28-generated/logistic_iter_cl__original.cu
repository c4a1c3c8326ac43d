extern "C" __global__ void logistic_iter(const float* x0, float* x, float r, int iters, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v = x0[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k = 0; k < iters; k++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v = r * v * (1.0f - v);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i] = v;
    }
}
