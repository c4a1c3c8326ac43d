extern "C" __global__ void hsl_lightness_u8_cf2x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_0 = r[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_0 = g[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_0 = b[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_0 = max(R_0, max(G1_0, B_0));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_0 = min(R_0, min(G1_0, B_0));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_0] = (unsigned char)((hi_0 + lo_0) / 2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_1 = r[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_1 = g[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_1 = b[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_1 = max(R_1, max(G1_1, B_1));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_1 = min(R_1, min(G1_1, B_1));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_1] = (unsigned char)((hi_1 + lo_1) / 2);
    }
}
