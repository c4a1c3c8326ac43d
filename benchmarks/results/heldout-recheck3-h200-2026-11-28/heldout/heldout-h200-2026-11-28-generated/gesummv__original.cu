extern "C" __global__ void gesummv(const float* A, const float* B, const float* x, float* y, float alpha, float beta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        for (int j = 0; j < n; j++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sa += A[i * n + j] * x[j];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
            sb += B[i * n + j] * x[j];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i] = alpha * sa + beta * sb;
    }
}
