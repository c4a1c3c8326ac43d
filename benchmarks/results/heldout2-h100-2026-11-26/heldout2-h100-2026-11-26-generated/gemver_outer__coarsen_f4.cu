extern "C" __global__ void gemver_outer_cf4x(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
