extern "C" __global__ void hsl_lightness_u8_cf4x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int R_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int G1_2 = g[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int B_2 = b[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int hi_2 = max(R_2, max(G1_2, B_2));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int lo_2 = min(R_2, min(G1_2, B_2));
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        light[i_2] = (unsigned char)((hi_2 + lo_2) / 2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int R_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int G1_3 = g[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int B_3 = b[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int hi_3 = max(R_3, max(G1_3, B_3));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int lo_3 = min(R_3, min(G1_3, B_3));
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        light[i_3] = (unsigned char)((hi_3 + lo_3) / 2);
    }
}
