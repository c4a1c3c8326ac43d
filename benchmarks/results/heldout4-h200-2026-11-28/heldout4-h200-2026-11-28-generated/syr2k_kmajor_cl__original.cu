extern "C" __global__ void syr2k_kmajor(const float* A, const float* B, float* C, float alpha, float beta, int n, int k) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    if (i < n && j <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        for (int l = 0; l < k; l++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
            s += A[l * n + i] * B[l * n + j] + B[l * n + i] * A[l * n + j];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        C[i * n + j] = alpha * s + beta * C[i * n + j];
    }
}
