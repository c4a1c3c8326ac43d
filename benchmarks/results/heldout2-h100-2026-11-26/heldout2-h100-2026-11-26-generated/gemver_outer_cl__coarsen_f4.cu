extern "C" __global__ void gemver_outer_cf4x(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
