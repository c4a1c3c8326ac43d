extern "C" __global__ void lu_update_cf8x(float* A, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_0 = k + 1 + blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_1 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_2 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_3 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_4 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_5 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_6 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int j_7 = k + 1 + blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    int i = k + 1 + blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_0] = A[i * n + j_0] - A[i * n + k] * A[k * n + j_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_1] = A[i * n + j_1] - A[i * n + k] * A[k * n + j_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_2] = A[i * n + j_2] - A[i * n + k] * A[k * n + j_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_3] = A[i * n + j_3] - A[i * n + k] * A[k * n + j_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_4] = A[i * n + j_4] - A[i * n + k] * A[k * n + j_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_5] = A[i * n + j_5] - A[i * n + k] * A[k * n + j_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_6] = A[i * n + j_6] - A[i * n + k] * A[k * n + j_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
    if (i < n && j_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lu_update.cu"
        A[i * n + j_7] = A[i * n + j_7] - A[i * n + k] * A[k * n + j_7];
}
