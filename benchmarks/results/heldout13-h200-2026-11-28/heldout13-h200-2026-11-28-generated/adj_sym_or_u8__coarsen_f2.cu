extern "C" __global__ void adj_sym_or_u8_cf2x(const unsigned char* a, unsigned char* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_0] = a[i * n + j_0] | a[j_0 * n + i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_1] = a[i * n + j_1] | a[j_1 * n + i];
}
