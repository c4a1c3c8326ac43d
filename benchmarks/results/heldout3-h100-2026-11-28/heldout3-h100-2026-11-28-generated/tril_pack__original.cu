extern "C" __global__ void tril_pack(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j] = A[i * n + j];
}
