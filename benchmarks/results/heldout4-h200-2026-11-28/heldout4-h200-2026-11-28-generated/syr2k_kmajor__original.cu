extern "C" __global__ void syr2k_kmajor(const float* A, const float* B, float* C, float alpha, float beta, int n, int k) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
    if (i < n && j <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        for (int l = 0; l < k; l++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
            s += A[l * n + i] * B[l * n + j] + B[l * n + i] * A[l * n + j];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cu"
        C[i * n + j] = alpha * s + beta * C[i * n + j];
    }
}
