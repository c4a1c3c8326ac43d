extern "C" __global__ void hsl_lightness_u8(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int R = r[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int G1 = g[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int B = b[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int hi = max(R, max(G1, B));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int lo = min(R, min(G1, B));
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        light[i] = (unsigned char)((hi + lo) / 2);
    }
}
