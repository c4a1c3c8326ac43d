extern "C" __global__ void tril_pack_cf8x(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_2 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_2] = A[i * n + j_2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_3 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_3] = A[i * n + j_3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_4 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_4] = A[i * n + j_4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_5 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_5] = A[i * n + j_5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_6 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_6] = A[i * n + j_6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (i < n && j_7 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        ap[i * (i + 1) / 2 + j_7] = A[i * n + j_7];
}
