extern "C" __global__ void skew_part_cf4x_st16(const float* A, float* S, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        j_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        j_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        j_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        j_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
            S[(unsigned long long)i * n + j_0] = 0.5f * (A[(unsigned long long)i * n + j_0] - A[(unsigned long long)j_0 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
            S[(unsigned long long)i * n + j_1] = 0.5f * (A[(unsigned long long)i * n + j_1] - A[(unsigned long long)j_1 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
            S[(unsigned long long)i * n + j_2] = 0.5f * (A[(unsigned long long)i * n + j_2] - A[(unsigned long long)j_2 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
            S[(unsigned long long)i * n + j_3] = 0.5f * (A[(unsigned long long)i * n + j_3] - A[(unsigned long long)j_3 * n + i]);
}
