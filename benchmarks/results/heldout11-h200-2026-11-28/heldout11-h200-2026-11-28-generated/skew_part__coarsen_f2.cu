extern "C" __global__ void skew_part_cf2x(const float* A, float* S, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
