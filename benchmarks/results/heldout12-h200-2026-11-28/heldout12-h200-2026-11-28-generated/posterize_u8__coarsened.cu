extern "C" __global__ void posterize_u8_cf4x_st32(const unsigned char* src, unsigned char* dst, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_0] = (unsigned char)((src[i_0] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_1] = (unsigned char)((src[i_1] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_2] = (unsigned char)((src[i_2] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_3] = (unsigned char)((src[i_3] & 224) | 16);
}
