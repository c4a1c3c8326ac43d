extern "C" __global__ void atax1(const float* A, const float* x, float* tmp, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
    if (i < rows) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        for (int j = 0; j < cols; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
            s += A[i * cols + j] * x[j];
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/atax1.cl"
        tmp[i] = s;
    }
}
