extern "C" __global__ void hsl_lightness_u8_cf2x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int R_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int G1_0 = g[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int B_0 = b[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int hi_0 = max(R_0, max(G1_0, B_0));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int lo_0 = min(R_0, min(G1_0, B_0));
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        light[i_0] = (unsigned char)((hi_0 + lo_0) / 2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int R_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int G1_1 = g[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int B_1 = b[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int hi_1 = max(R_1, max(G1_1, B_1));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int lo_1 = min(R_1, min(G1_1, B_1));
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        light[i_1] = (unsigned char)((hi_1 + lo_1) / 2);
    }
}
