extern "C" __global__ void tril_pack_cf4y_st32(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int i_0;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        i_0 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int i_1;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        i_1 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 32ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int i_2;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        i_2 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 64ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int i_3;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        i_3 = (unsigned long long)blockIdx.y * 8ull + ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 96ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull < 8ull)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        if (i_0 < n && j <= i_0)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
            ap[i_0 * (i_0 + 1) / 2 + j] = A[i_0 * n + j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 32ull < 8ull)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        if (i_1 < n && j <= i_1)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
            ap[i_1 * (i_1 + 1) / 2 + j] = A[i_1 * n + j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 64ull < 8ull)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        if (i_2 < n && j <= i_2)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
            ap[i_2 * (i_2 + 1) / 2 + j] = A[i_2 * n + j];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if ((unsigned long long)threadIdx.y / 32ull * 128ull + (unsigned long long)threadIdx.y % 32ull + 96ull < 8ull)
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        if (i_3 < n && j <= i_3)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
            ap[i_3 * (i_3 + 1) / 2 + j] = A[i_3 * n + j];
}
