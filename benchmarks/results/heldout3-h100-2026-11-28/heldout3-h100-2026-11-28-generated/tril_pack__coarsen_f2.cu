extern "C" __global__ void tril_pack_cf2x(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_0 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_0] = A[i * n + j_0];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_1 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_1] = A[i * n + j_1];
}
