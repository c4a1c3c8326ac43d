extern "C" __global__ void gemver_outer(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
    if (i < n && j < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cu"
        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
}
