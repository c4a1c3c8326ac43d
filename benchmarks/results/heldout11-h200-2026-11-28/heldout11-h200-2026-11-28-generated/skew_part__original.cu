extern "C" __global__ void skew_part(const float* A, float* S, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
    if (i < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/skew_part.cu"
        S[(unsigned long long)i * n + j] = 0.5f * (A[(unsigned long long)i * n + j] - A[(unsigned long long)j * n + i]);
}
