extern "C" __global__ void symmetrize_avg_cf4x_st16(const float* A, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    int j_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        j_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    int j_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        j_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    int j_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        j_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    int j_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        j_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
            out[i * n + j_0] = 0.5f * (A[i * n + j_0] + A[j_0 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
            out[i * n + j_1] = 0.5f * (A[i * n + j_1] + A[j_1 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
            out[i * n + j_2] = 0.5f * (A[i * n + j_2] + A[j_2 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
        if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/symmetrize_avg.cu"
            out[i * n + j_3] = 0.5f * (A[i * n + j_3] + A[j_3 * n + i]);
}
