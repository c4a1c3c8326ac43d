extern "C" __global__ void rgb_to_cmyk_u8_cf8x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* c, unsigned char* m, unsigned char* y, unsigned char* k, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_2 = r[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_2 = g[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_2 = b[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_2 = max(R_2, max(G_2, B_2));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_2 = 255 - mx_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_2 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_2 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_2 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_2 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_2 = (mx_2 - R_2) * 255 / mx_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_2 = (mx_2 - G_2) * 255 / mx_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_2 = (mx_2 - B_2) * 255 / mx_2;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_2] = (unsigned char)C_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_2] = (unsigned char)M_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_2] = (unsigned char)Y_2;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_2] = (unsigned char)K_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_3 = r[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_3 = g[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_3 = b[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_3 = max(R_3, max(G_3, B_3));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_3 = 255 - mx_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_3 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_3 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_3 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_3 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_3 = (mx_3 - R_3) * 255 / mx_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_3 = (mx_3 - G_3) * 255 / mx_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_3 = (mx_3 - B_3) * 255 / mx_3;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_3] = (unsigned char)C_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_3] = (unsigned char)M_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_3] = (unsigned char)Y_3;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_3] = (unsigned char)K_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_4 = r[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_4 = g[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_4 = b[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_4 = max(R_4, max(G_4, B_4));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_4 = 255 - mx_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_4 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_4 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_4 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_4 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_4 = (mx_4 - R_4) * 255 / mx_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_4 = (mx_4 - G_4) * 255 / mx_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_4 = (mx_4 - B_4) * 255 / mx_4;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_4] = (unsigned char)C_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_4] = (unsigned char)M_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_4] = (unsigned char)Y_4;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_4] = (unsigned char)K_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_5 = r[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_5 = g[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_5 = b[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_5 = max(R_5, max(G_5, B_5));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_5 = 255 - mx_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_5 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_5 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_5 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_5 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_5 = (mx_5 - R_5) * 255 / mx_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_5 = (mx_5 - G_5) * 255 / mx_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_5 = (mx_5 - B_5) * 255 / mx_5;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_5] = (unsigned char)C_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_5] = (unsigned char)M_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_5] = (unsigned char)Y_5;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_5] = (unsigned char)K_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_6 = r[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_6 = g[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_6 = b[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_6 = max(R_6, max(G_6, B_6));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_6 = 255 - mx_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_6 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_6 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_6 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_6 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_6 = (mx_6 - R_6) * 255 / mx_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_6 = (mx_6 - G_6) * 255 / mx_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_6 = (mx_6 - B_6) * 255 / mx_6;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_6] = (unsigned char)C_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_6] = (unsigned char)M_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_6] = (unsigned char)Y_6;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_6] = (unsigned char)K_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int R_7 = r[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int G_7 = g[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int B_7 = b[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int mx_7 = max(R_7, max(G_7, B_7));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int K_7 = 255 - mx_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int C_7 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int M_7 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        int Y_7 = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        if (mx_7 > 0) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            C_7 = (mx_7 - R_7) * 255 / mx_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            M_7 = (mx_7 - G_7) * 255 / mx_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
            Y_7 = (mx_7 - B_7) * 255 / mx_7;
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        c[i_7] = (unsigned char)C_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        m[i_7] = (unsigned char)M_7;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        y[i_7] = (unsigned char)Y_7;
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cu"
        k[i_7] = (unsigned char)K_7;
    }
}
