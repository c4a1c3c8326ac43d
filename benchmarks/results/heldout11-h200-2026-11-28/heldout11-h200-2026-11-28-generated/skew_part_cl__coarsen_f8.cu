extern "C" __global__ void skew_part_cf8x(const float* A, float* S, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_0] = 0.5f * (A[(unsigned long long)i * n + j_0] - A[(unsigned long long)j_0 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_1] = 0.5f * (A[(unsigned long long)i * n + j_1] - A[(unsigned long long)j_1 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_2] = 0.5f * (A[(unsigned long long)i * n + j_2] - A[(unsigned long long)j_2 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_3] = 0.5f * (A[(unsigned long long)i * n + j_3] - A[(unsigned long long)j_3 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_4] = 0.5f * (A[(unsigned long long)i * n + j_4] - A[(unsigned long long)j_4 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_5] = 0.5f * (A[(unsigned long long)i * n + j_5] - A[(unsigned long long)j_5 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_6] = 0.5f * (A[(unsigned long long)i * n + j_6] - A[(unsigned long long)j_6 * n + i]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    if (i < n && j_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
        S[(unsigned long long)i * n + j_7] = 0.5f * (A[(unsigned long long)i * n + j_7] - A[(unsigned long long)j_7 * n + i]);
}
