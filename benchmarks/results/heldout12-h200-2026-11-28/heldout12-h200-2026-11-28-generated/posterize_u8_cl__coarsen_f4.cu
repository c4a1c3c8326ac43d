extern "C" __global__ void posterize_u8_cf4x(const unsigned char* src, unsigned char* dst, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
