extern "C" __global__ void rgb_to_cmyk_u8_cf8x(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* c, unsigned char* m, unsigned char* y, unsigned char* k, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_0 = g[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_0 = b[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_0 = max(R_0, max(G_0, B_0));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_0 = 255 - mx_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_0 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_0 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_0 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_0 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_0 = (mx_0 - R_0) * 255 / mx_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_0 = (mx_0 - G_0) * 255 / mx_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_0 = (mx_0 - B_0) * 255 / mx_0;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_0] = (unsigned char)C_0;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_0] = (unsigned char)M_0;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_0] = (unsigned char)Y_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_0] = (unsigned char)K_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_1 = g[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_1 = b[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_1 = max(R_1, max(G_1, B_1));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_1 = 255 - mx_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_1 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_1 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_1 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_1 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_1 = (mx_1 - R_1) * 255 / mx_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_1 = (mx_1 - G_1) * 255 / mx_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_1 = (mx_1 - B_1) * 255 / mx_1;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_1] = (unsigned char)C_1;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_1] = (unsigned char)M_1;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_1] = (unsigned char)Y_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_1] = (unsigned char)K_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_2 = g[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_2 = b[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_2 = max(R_2, max(G_2, B_2));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_2 = 255 - mx_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_2 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_2 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_2 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_2 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_2 = (mx_2 - R_2) * 255 / mx_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_2 = (mx_2 - G_2) * 255 / mx_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_2 = (mx_2 - B_2) * 255 / mx_2;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_2] = (unsigned char)C_2;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_2] = (unsigned char)M_2;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_2] = (unsigned char)Y_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_2] = (unsigned char)K_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_3 = g[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_3 = b[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_3 = max(R_3, max(G_3, B_3));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_3 = 255 - mx_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_3 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_3 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_3 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_3 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_3 = (mx_3 - R_3) * 255 / mx_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_3 = (mx_3 - G_3) * 255 / mx_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_3 = (mx_3 - B_3) * 255 / mx_3;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_3] = (unsigned char)C_3;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_3] = (unsigned char)M_3;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_3] = (unsigned char)Y_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_3] = (unsigned char)K_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_4 = r[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_4 = g[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_4 = b[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_4 = max(R_4, max(G_4, B_4));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_4 = 255 - mx_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_4 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_4 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_4 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_4 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_4 = (mx_4 - R_4) * 255 / mx_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_4 = (mx_4 - G_4) * 255 / mx_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_4 = (mx_4 - B_4) * 255 / mx_4;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_4] = (unsigned char)C_4;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_4] = (unsigned char)M_4;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_4] = (unsigned char)Y_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_4] = (unsigned char)K_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_5 = r[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_5 = g[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_5 = b[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_5 = max(R_5, max(G_5, B_5));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_5 = 255 - mx_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_5 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_5 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_5 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_5 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_5 = (mx_5 - R_5) * 255 / mx_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_5 = (mx_5 - G_5) * 255 / mx_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_5 = (mx_5 - B_5) * 255 / mx_5;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_5] = (unsigned char)C_5;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_5] = (unsigned char)M_5;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_5] = (unsigned char)Y_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_5] = (unsigned char)K_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_6 = r[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_6 = g[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_6 = b[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_6 = max(R_6, max(G_6, B_6));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_6 = 255 - mx_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_6 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_6 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_6 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_6 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_6 = (mx_6 - R_6) * 255 / mx_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_6 = (mx_6 - G_6) * 255 / mx_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_6 = (mx_6 - B_6) * 255 / mx_6;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_6] = (unsigned char)C_6;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_6] = (unsigned char)M_6;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_6] = (unsigned char)Y_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_6] = (unsigned char)K_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int R_7 = r[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int G_7 = g[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int B_7 = b[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int mx_7 = max(R_7, max(G_7, B_7));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int K_7 = 255 - mx_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int C_7 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int M_7 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int Y_7 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (mx_7 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            C_7 = (mx_7 - R_7) * 255 / mx_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            M_7 = (mx_7 - G_7) * 255 / mx_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            Y_7 = (mx_7 - B_7) * 255 / mx_7;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        c[i_7] = (unsigned char)C_7;
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        m[i_7] = (unsigned char)M_7;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        y[i_7] = (unsigned char)Y_7;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        k[i_7] = (unsigned char)K_7;
    }
}
