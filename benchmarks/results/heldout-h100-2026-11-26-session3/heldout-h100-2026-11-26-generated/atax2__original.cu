extern "C" __global__ void atax2(const float* A, const float* tmp, float* y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    if (j < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        for (int i = 0; i < rows; i++)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            s += A[i * cols + j] * tmp[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        y[j] = s;
    }
}
