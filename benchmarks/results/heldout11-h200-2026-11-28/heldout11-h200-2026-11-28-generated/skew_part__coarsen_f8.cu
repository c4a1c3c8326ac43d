extern "C" __global__ void skew_part_cf8x(const float* A, float* S, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_0] = 0.5f * (A[(unsigned long long)i * n + j_0] - A[(unsigned long long)j_0 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_1] = 0.5f * (A[(unsigned long long)i * n + j_1] - A[(unsigned long long)j_1 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_2] = 0.5f * (A[(unsigned long long)i * n + j_2] - A[(unsigned long long)j_2 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_3] = 0.5f * (A[(unsigned long long)i * n + j_3] - A[(unsigned long long)j_3 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_4] = 0.5f * (A[(unsigned long long)i * n + j_4] - A[(unsigned long long)j_4 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_5] = 0.5f * (A[(unsigned long long)i * n + j_5] - A[(unsigned long long)j_5 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_6] = 0.5f * (A[(unsigned long long)i * n + j_6] - A[(unsigned long long)j_6 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j_7] = 0.5f * (A[(unsigned long long)i * n + j_7] - A[(unsigned long long)j_7 * n + i]);
}
