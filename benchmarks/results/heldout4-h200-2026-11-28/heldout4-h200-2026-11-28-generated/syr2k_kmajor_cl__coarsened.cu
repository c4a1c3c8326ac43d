extern "C" __global__ void syr2k_kmajor_cf2x_st2(const float* A, const float* B, float* C, float alpha, float beta, int n, int k) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x / 2ull * 4ull + (unsigned long long)threadIdx.x % 2ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x / 2ull * 4ull + (unsigned long long)threadIdx.x % 2ull + 2ull);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    if (i < n && j_0 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        for (int l_0 = 0; l_0 < k; l_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
            s_0 += A[l_0 * n + i] * B[l_0 * n + j_0] + B[l_0 * n + i] * A[l_0 * n + j_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        C[i * n + j_0] = alpha * s_0 + beta * C[i * n + j_0];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
    if (i < n && j_1 <= i) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        for (int l_1 = 0; l_1 < k; l_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
            s_1 += A[l_1 * n + i] * B[l_1 * n + j_1] + B[l_1 * n + i] * A[l_1 * n + j_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/syr2k_kmajor.cl"
        C[i * n + j_1] = alpha * s_1 + beta * C[i * n + j_1];
    }
}
