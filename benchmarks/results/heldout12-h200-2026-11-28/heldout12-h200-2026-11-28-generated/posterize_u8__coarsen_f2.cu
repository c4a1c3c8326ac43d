extern "C" __global__ void posterize_u8_cf2x(const unsigned char* src, unsigned char* dst, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_0] = (unsigned char)((src[i_0] & 224) | 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cu"
        dst[i_1] = (unsigned char)((src[i_1] & 224) | 16);
}
