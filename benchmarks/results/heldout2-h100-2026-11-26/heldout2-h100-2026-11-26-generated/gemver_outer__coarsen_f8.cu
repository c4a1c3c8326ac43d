extern "C" __global__ void gemver_outer_cf8x(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_0 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_0] = A[i * n + j_0] + u1[i] * v1[j_0] + u2[i] * v2[j_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_1 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_1] = A[i * n + j_1] + u1[i] * v1[j_1] + u2[i] * v2[j_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_2 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_2] = A[i * n + j_2] + u1[i] * v1[j_2] + u2[i] * v2[j_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_3 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_3] = A[i * n + j_3] + u1[i] * v1[j_3] + u2[i] * v2[j_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_4 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_4] = A[i * n + j_4] + u1[i] * v1[j_4] + u2[i] * v2[j_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_5 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_5] = A[i * n + j_5] + u1[i] * v1[j_5] + u2[i] * v2[j_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_6 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_6] = A[i * n + j_6] + u1[i] * v1[j_6] + u2[i] * v2[j_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j_7 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j_7] = A[i * n + j_7] + u1[i] * v1[j_7] + u2[i] * v2[j_7];
}
