extern "C" __global__ void adj_sym_or_u8_cf8x(const unsigned char* a, unsigned char* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_2] = a[i * n + j_2] | a[j_2 * n + i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_3] = a[i * n + j_3] | a[j_3 * n + i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_4] = a[i * n + j_4] | a[j_4 * n + i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_5] = a[i * n + j_5] | a[j_5 * n + i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_6] = a[i * n + j_6] | a[j_6 * n + i];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    if (i < n && j_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        s[i * n + j_7] = a[i * n + j_7] | a[j_7 * n + i];
}
