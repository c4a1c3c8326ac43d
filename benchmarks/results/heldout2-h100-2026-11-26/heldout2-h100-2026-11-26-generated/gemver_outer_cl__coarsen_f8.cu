extern "C" __global__ void gemver_outer_cf8x(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_0] = A[i * n + j_0] + u1[i] * v1[j_0] + u2[i] * v2[j_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_1] = A[i * n + j_1] + u1[i] * v1[j_1] + u2[i] * v2[j_1];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_2] = A[i * n + j_2] + u1[i] * v1[j_2] + u2[i] * v2[j_2];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_3] = A[i * n + j_3] + u1[i] * v1[j_3] + u2[i] * v2[j_3];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_4] = A[i * n + j_4] + u1[i] * v1[j_4] + u2[i] * v2[j_4];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_5] = A[i * n + j_5] + u1[i] * v1[j_5] + u2[i] * v2[j_5];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_6] = A[i * n + j_6] + u1[i] * v1[j_6] + u2[i] * v2[j_6];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j_7] = A[i * n + j_7] + u1[i] * v1[j_7] + u2[i] * v2[j_7];
}
