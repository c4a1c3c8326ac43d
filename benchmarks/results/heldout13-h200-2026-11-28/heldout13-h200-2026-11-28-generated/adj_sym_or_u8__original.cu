extern "C" __global__ void adj_sym_or_u8(const unsigned char* a, unsigned char* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j] = a[i * n + j] | a[j * n + i];
}
