extern "C" __global__ void lu_update(float* A, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int i = k + 1 + blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j] = A[i * n + j] - A[i * n + k] * A[k * n + j];
}
