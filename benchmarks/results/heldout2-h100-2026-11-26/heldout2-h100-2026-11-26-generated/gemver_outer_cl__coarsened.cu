extern "C" __global__ void gemver_outer_cf4y_st4(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        i_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        i_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        i_2 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull < 8ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        i_3 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        if (i_0 < n && j < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
            A[i_0 * n + j] = A[i_0 * n + j] + u1[i_0] * v1[j] + u2[i_0] * v2[j];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 4ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        if (i_1 < n && j < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
            A[i_1 * n + j] = A[i_1 * n + j] + u1[i_1] * v1[j] + u2[i_1] * v2[j];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 8ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        if (i_2 < n && j < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
            A[i_2 * n + j] = A[i_2 * n + j] + u1[i_2] * v1[j] + u2[i_2] * v2[j];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if ((unsigned long long)threadIdx.y / 4ull * 16ull + (unsigned long long)threadIdx.y % 4ull + 12ull < 8ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        if (i_3 < n && j < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
            A[i_3 * n + j] = A[i_3 * n + j] + u1[i_3] * v1[j] + u2[i_3] * v2[j];
}
