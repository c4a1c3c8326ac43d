extern "C" __global__ void lu_update(float* A, int n, int k) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    int j = k + 1 + (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    int i = k + 1 + (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
    if (i < n && j < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cl"
        A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
}
