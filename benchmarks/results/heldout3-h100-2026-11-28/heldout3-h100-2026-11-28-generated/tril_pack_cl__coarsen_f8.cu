extern "C" __global__ void tril_pack_cf8x(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_0 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_0] = A[i * n + j_0];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_1 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_1] = A[i * n + j_1];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_2 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_2] = A[i * n + j_2];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_3 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_3] = A[i * n + j_3];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_4 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_4] = A[i * n + j_4];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_5 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_5] = A[i * n + j_5];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_6 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_6] = A[i * n + j_6];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    if (i < n && j_7 <= i)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
        ap[i * (i + 1) / 2 + j_7] = A[i * n + j_7];
}
