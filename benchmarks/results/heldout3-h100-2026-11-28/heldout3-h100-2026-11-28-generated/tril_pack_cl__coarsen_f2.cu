extern "C" __global__ void tril_pack_cf2x(const float* A, float* ap, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/tril_pack.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
