extern "C" __global__ void adj_sym_or_u8_cf2x(const unsigned char* a, unsigned char* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    if (i < n && j_0 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
        s[i * n + j_0] = a[i * n + j_0] | a[j_0 * n + i];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    if (i < n && j_1 < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
        s[i * n + j_1] = a[i * n + j_1] | a[j_1 * n + i];
}
