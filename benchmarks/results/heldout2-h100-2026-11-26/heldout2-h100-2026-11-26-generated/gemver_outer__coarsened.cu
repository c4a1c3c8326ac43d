extern "C" __global__ void gemver_outer_cf4y_st4(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        i_0 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        i_1 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        i_2 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        i_3 = blockIdx.y * 8u + (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        if (i_0 < n && j < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
            A[i_0 * n + j] = A[i_0 * n + j] + u1[i_0] * v1[j] + u2[i_0] * v2[j];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        if (i_1 < n && j < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
            A[i_1 * n + j] = A[i_1 * n + j] + u1[i_1] * v1[j] + u2[i_1] * v2[j];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 8u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        if (i_2 < n && j < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
            A[i_2 * n + j] = A[i_2 * n + j] + u1[i_2] * v1[j] + u2[i_2] * v2[j];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (threadIdx.y / 4u * 16u + threadIdx.y % 4u + 12u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        if (i_3 < n && j < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
            A[i_3 * n + j] = A[i_3 * n + j] + u1[i_3] * v1[j] + u2[i_3] * v2[j];
}
