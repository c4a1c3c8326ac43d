extern "C" __global__ void lu_update_cf2x(float* A, int n, int k) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    int j_0 = k + 1 + (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    int j_1 = k + 1 + (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    int i = k + 1 + (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    if (i < n && j_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
        A[i * n + j_0] = A[i * n + j_0] - A[i * n + k] * A[k * n + j_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    if (i < n && j_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
        A[i * n + j_1] = A[i * n + j_1] - A[i * n + k] * A[k * n + j_1];
}
