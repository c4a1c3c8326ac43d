extern "C" __global__ void posterize_u8(const unsigned char* src, unsigned char* dst, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/posterize_u8.cl"
        dst[i] = (unsigned char)((src[i] & 224) | 16);
}
