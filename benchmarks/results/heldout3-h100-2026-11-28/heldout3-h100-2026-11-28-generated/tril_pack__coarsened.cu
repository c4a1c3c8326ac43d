extern "C" __global__ void tril_pack_cf4y_st32(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int i_0;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u < 8u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        i_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int i_1;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 32u < 8u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        i_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 32u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int i_2;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 64u < 8u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        i_2 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 64u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    int i_3;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 96u < 8u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        i_3 = blockIdx.y * 8u + (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 96u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u < 8u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        if (i_0 < n && j <= i_0)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
            ap[i_0 * (i_0 + 1) / 2 + j] = A[i_0 * n + j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 32u < 8u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        if (i_1 < n && j <= i_1)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
            ap[i_1 * (i_1 + 1) / 2 + j] = A[i_1 * n + j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 64u < 8u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        if (i_2 < n && j <= i_2)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
            ap[i_2 * (i_2 + 1) / 2 + j] = A[i_2 * n + j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
    if (threadIdx.y / 32u * 128u + threadIdx.y % 32u + 96u < 8u)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
        if (i_3 < n && j <= i_3)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cu"
            ap[i_3 * (i_3 + 1) / 2 + j] = A[i_3 * n + j];
}
