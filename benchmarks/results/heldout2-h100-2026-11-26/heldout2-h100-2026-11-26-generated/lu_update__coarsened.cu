extern "C" __global__ void lu_update_cf4x_st16(float* A, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        j_0 = k + 1 + blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        j_1 = k + 1 + blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        j_2 = k + 1 + blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        j_3 = k + 1 + blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int i = k + 1 + blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
            A[i * n + j_0] = A[i * n + j_0] - A[i * n + k] * A[k * n + j_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
            A[i * n + j_1] = A[i * n + j_1] - A[i * n + k] * A[k * n + j_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
            A[i * n + j_2] = A[i * n + j_2] - A[i * n + k] * A[k * n + j_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
            A[i * n + j_3] = A[i * n + j_3] - A[i * n + k] * A[k * n + j_3];
}
