extern "C" __global__ void hsl_lightness_u8(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R = r[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1 = g[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B = b[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi = max(R, max(G1, B));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo = min(R, min(G1, B));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i] = (unsigned char)((hi + lo) / 2);
    }
}
