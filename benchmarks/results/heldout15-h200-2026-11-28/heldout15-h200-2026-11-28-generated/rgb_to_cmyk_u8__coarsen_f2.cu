extern "C" __global__ void rgb_to_cmyk_u8_cf2x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* c, unsigned char* m, unsigned char* y, unsigned char* k, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_0 = r[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_0 = g[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_0 = b[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_0 = max(R_0, max(G_0, B_0));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_0 = 255 - mx_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_0 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_0 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_0 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_0 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_0 = (mx_0 - R_0) * 255 / mx_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_0 = (mx_0 - G_0) * 255 / mx_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_0 = (mx_0 - B_0) * 255 / mx_0;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_0] = (unsigned char)C_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_0] = (unsigned char)M_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_0] = (unsigned char)Y_0;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_0] = (unsigned char)K_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_1 = r[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_1 = g[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_1 = b[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_1 = max(R_1, max(G_1, B_1));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_1 = 255 - mx_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_1 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_1 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_1 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_1 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_1 = (mx_1 - R_1) * 255 / mx_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_1 = (mx_1 - G_1) * 255 / mx_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_1 = (mx_1 - B_1) * 255 / mx_1;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_1] = (unsigned char)C_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_1] = (unsigned char)M_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_1] = (unsigned char)Y_1;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_1] = (unsigned char)K_1;
    }
}
