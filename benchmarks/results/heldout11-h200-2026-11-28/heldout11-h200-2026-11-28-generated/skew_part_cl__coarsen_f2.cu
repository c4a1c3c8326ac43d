extern "C" __global__ void skew_part_cf2x(const float* A, float* S, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
