extern "C" __global__ void posterize_u8_cf8x(const unsigned char* src, unsigned char* dst, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_0] = (unsigned char)((src[i_0] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_1] = (unsigned char)((src[i_1] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_2] = (unsigned char)((src[i_2] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_3] = (unsigned char)((src[i_3] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_4] = (unsigned char)((src[i_4] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_5] = (unsigned char)((src[i_5] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_6] = (unsigned char)((src[i_6] & 224) | 16);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i_7] = (unsigned char)((src[i_7] & 224) | 16);
}
