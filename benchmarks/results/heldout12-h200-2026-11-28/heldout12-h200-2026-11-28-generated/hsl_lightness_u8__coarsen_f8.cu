extern "C" __global__ void hsl_lightness_u8_cf8x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_2 = r[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_2 = g[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_2 = b[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_2 = max(R_2, max(G1_2, B_2));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_2 = min(R_2, min(G1_2, B_2));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_2] = (unsigned char)((hi_2 + lo_2) / 2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_3 = r[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_3 = g[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_3 = b[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_3 = max(R_3, max(G1_3, B_3));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_3 = min(R_3, min(G1_3, B_3));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_3] = (unsigned char)((hi_3 + lo_3) / 2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_4 = r[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_4 = g[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_4 = b[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_4 = max(R_4, max(G1_4, B_4));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_4 = min(R_4, min(G1_4, B_4));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_4] = (unsigned char)((hi_4 + lo_4) / 2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_5 = r[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_5 = g[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_5 = b[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_5 = max(R_5, max(G1_5, B_5));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_5 = min(R_5, min(G1_5, B_5));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_5] = (unsigned char)((hi_5 + lo_5) / 2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_6 = r[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_6 = g[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_6 = b[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_6 = max(R_6, max(G1_6, B_6));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_6 = min(R_6, min(G1_6, B_6));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_6] = (unsigned char)((hi_6 + lo_6) / 2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int R_7 = r[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int G1_7 = g[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int B_7 = b[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int hi_7 = max(R_7, max(G1_7, B_7));
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        int lo_7 = min(R_7, min(G1_7, B_7));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cu"
        light[i_7] = (unsigned char)((hi_7 + lo_7) / 2);
    }
}
