extern "C" __global__ void posterize_u8_cf8x(const unsigned char* src, unsigned char* dst, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_4] = (unsigned char)((src[i_4] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_5] = (unsigned char)((src[i_5] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_6] = (unsigned char)((src[i_6] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_7] = (unsigned char)((src[i_7] & 224) | 16);
}
