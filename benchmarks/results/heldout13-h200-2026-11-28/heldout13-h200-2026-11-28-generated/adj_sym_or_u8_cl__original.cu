extern "C" __global__ void adj_sym_or_u8(const unsigned char* a, unsigned char* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
    if (i < n && j < n)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cl"
        s[i * n + j] = a[i * n + j] | a[j * n + i];
}
