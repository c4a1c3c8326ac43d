extern "C" __global__ void syrk(const float* A, float* C, float alpha, float beta, int n, int m) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
    if (i < n && j < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
        for (int k = 0; k < m; ++k)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
            s += A[i * m + k] * A[j * m + k];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/syrk.cu"
        C[i * n + j] = beta * C[i * n + j] + alpha * s;
    }
}
