extern "C" __global__ void rgb_to_cmyk_u8_opt(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* c, unsigned char* m, unsigned char* y, unsigned char* k, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
    int ucond = (int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 r_v0;
    uint4 g_v1;
    uint4 b_v2;
    uint4 c_v3;
    uint4 m_v4;
    uint4 y_v5;
    uint4 k_v6;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
            r_v0 = *(const uint4*)&r[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m0 = (int)(r_v0.x & 255u);
            g_v1 = *(const uint4*)&g[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m0 = (int)(g_v1.x & 255u);
            b_v2 = *(const uint4*)&b[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m0 = (int)(b_v2.x & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m0 = max(R_m0, max(G_m0, B_m0));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m0 = 255 - mx_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m0 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m0 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m0 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m0 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m0 = (mx_m0 - R_m0) * 255 / mx_m0;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m0 = (mx_m0 - G_m0) * 255 / mx_m0;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m0 = (mx_m0 - B_m0) * 255 / mx_m0;
            }
            c_v3.x = (c_v3.x & 4294967040u) | ((unsigned int)(unsigned char)C_m0 & 255u);
            m_v4.x = (m_v4.x & 4294967040u) | ((unsigned int)(unsigned char)M_m0 & 255u);
            y_v5.x = (y_v5.x & 4294967040u) | ((unsigned int)(unsigned char)Y_m0 & 255u);
            k_v6.x = (k_v6.x & 4294967040u) | ((unsigned int)(unsigned char)K_m0 & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m1 = (int)((r_v0.x >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m1 = (int)((g_v1.x >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m1 = (int)((b_v2.x >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m1 = max(R_m1, max(G_m1, B_m1));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m1 = 255 - mx_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m1 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m1 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m1 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m1 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m1 = (mx_m1 - R_m1) * 255 / mx_m1;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m1 = (mx_m1 - G_m1) * 255 / mx_m1;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m1 = (mx_m1 - B_m1) * 255 / mx_m1;
            }
            c_v3.x = (c_v3.x & 4294902015u) | (((unsigned int)(unsigned char)C_m1 & 255u) << 8);
            m_v4.x = (m_v4.x & 4294902015u) | (((unsigned int)(unsigned char)M_m1 & 255u) << 8);
            y_v5.x = (y_v5.x & 4294902015u) | (((unsigned int)(unsigned char)Y_m1 & 255u) << 8);
            k_v6.x = (k_v6.x & 4294902015u) | (((unsigned int)(unsigned char)K_m1 & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m2 = (int)((r_v0.x >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m2 = (int)((g_v1.x >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m2 = (int)((b_v2.x >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m2 = max(R_m2, max(G_m2, B_m2));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m2 = 255 - mx_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m2 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m2 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m2 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m2 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m2 = (mx_m2 - R_m2) * 255 / mx_m2;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m2 = (mx_m2 - G_m2) * 255 / mx_m2;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m2 = (mx_m2 - B_m2) * 255 / mx_m2;
            }
            c_v3.x = (c_v3.x & 4278255615u) | (((unsigned int)(unsigned char)C_m2 & 255u) << 16);
            m_v4.x = (m_v4.x & 4278255615u) | (((unsigned int)(unsigned char)M_m2 & 255u) << 16);
            y_v5.x = (y_v5.x & 4278255615u) | (((unsigned int)(unsigned char)Y_m2 & 255u) << 16);
            k_v6.x = (k_v6.x & 4278255615u) | (((unsigned int)(unsigned char)K_m2 & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m3 = (int)(r_v0.x >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m3 = (int)(g_v1.x >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m3 = (int)(b_v2.x >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m3 = max(R_m3, max(G_m3, B_m3));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m3 = 255 - mx_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m3 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m3 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m3 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m3 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m3 = (mx_m3 - R_m3) * 255 / mx_m3;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m3 = (mx_m3 - G_m3) * 255 / mx_m3;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m3 = (mx_m3 - B_m3) * 255 / mx_m3;
            }
            c_v3.x = (c_v3.x & 16777215u) | (((unsigned int)(unsigned char)C_m3 & 255u) << 24);
            m_v4.x = (m_v4.x & 16777215u) | (((unsigned int)(unsigned char)M_m3 & 255u) << 24);
            y_v5.x = (y_v5.x & 16777215u) | (((unsigned int)(unsigned char)Y_m3 & 255u) << 24);
            k_v6.x = (k_v6.x & 16777215u) | (((unsigned int)(unsigned char)K_m3 & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m4 = (int)(r_v0.y & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m4 = (int)(g_v1.y & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m4 = (int)(b_v2.y & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m4 = max(R_m4, max(G_m4, B_m4));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m4 = 255 - mx_m4;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m4 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m4 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m4 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m4 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m4 = (mx_m4 - R_m4) * 255 / mx_m4;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m4 = (mx_m4 - G_m4) * 255 / mx_m4;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m4 = (mx_m4 - B_m4) * 255 / mx_m4;
            }
            c_v3.y = (c_v3.y & 4294967040u) | ((unsigned int)(unsigned char)C_m4 & 255u);
            m_v4.y = (m_v4.y & 4294967040u) | ((unsigned int)(unsigned char)M_m4 & 255u);
            y_v5.y = (y_v5.y & 4294967040u) | ((unsigned int)(unsigned char)Y_m4 & 255u);
            k_v6.y = (k_v6.y & 4294967040u) | ((unsigned int)(unsigned char)K_m4 & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m5 = (int)((r_v0.y >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m5 = (int)((g_v1.y >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m5 = (int)((b_v2.y >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m5 = max(R_m5, max(G_m5, B_m5));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m5 = 255 - mx_m5;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m5 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m5 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m5 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m5 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m5 = (mx_m5 - R_m5) * 255 / mx_m5;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m5 = (mx_m5 - G_m5) * 255 / mx_m5;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m5 = (mx_m5 - B_m5) * 255 / mx_m5;
            }
            c_v3.y = (c_v3.y & 4294902015u) | (((unsigned int)(unsigned char)C_m5 & 255u) << 8);
            m_v4.y = (m_v4.y & 4294902015u) | (((unsigned int)(unsigned char)M_m5 & 255u) << 8);
            y_v5.y = (y_v5.y & 4294902015u) | (((unsigned int)(unsigned char)Y_m5 & 255u) << 8);
            k_v6.y = (k_v6.y & 4294902015u) | (((unsigned int)(unsigned char)K_m5 & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m6 = (int)((r_v0.y >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m6 = (int)((g_v1.y >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m6 = (int)((b_v2.y >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m6 = max(R_m6, max(G_m6, B_m6));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m6 = 255 - mx_m6;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m6 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m6 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m6 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m6 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m6 = (mx_m6 - R_m6) * 255 / mx_m6;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m6 = (mx_m6 - G_m6) * 255 / mx_m6;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m6 = (mx_m6 - B_m6) * 255 / mx_m6;
            }
            c_v3.y = (c_v3.y & 4278255615u) | (((unsigned int)(unsigned char)C_m6 & 255u) << 16);
            m_v4.y = (m_v4.y & 4278255615u) | (((unsigned int)(unsigned char)M_m6 & 255u) << 16);
            y_v5.y = (y_v5.y & 4278255615u) | (((unsigned int)(unsigned char)Y_m6 & 255u) << 16);
            k_v6.y = (k_v6.y & 4278255615u) | (((unsigned int)(unsigned char)K_m6 & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m7 = (int)(r_v0.y >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m7 = (int)(g_v1.y >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m7 = (int)(b_v2.y >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m7 = max(R_m7, max(G_m7, B_m7));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m7 = 255 - mx_m7;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m7 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m7 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m7 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m7 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m7 = (mx_m7 - R_m7) * 255 / mx_m7;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m7 = (mx_m7 - G_m7) * 255 / mx_m7;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m7 = (mx_m7 - B_m7) * 255 / mx_m7;
            }
            c_v3.y = (c_v3.y & 16777215u) | (((unsigned int)(unsigned char)C_m7 & 255u) << 24);
            m_v4.y = (m_v4.y & 16777215u) | (((unsigned int)(unsigned char)M_m7 & 255u) << 24);
            y_v5.y = (y_v5.y & 16777215u) | (((unsigned int)(unsigned char)Y_m7 & 255u) << 24);
            k_v6.y = (k_v6.y & 16777215u) | (((unsigned int)(unsigned char)K_m7 & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m8 = (int)(r_v0.z & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m8 = (int)(g_v1.z & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m8 = (int)(b_v2.z & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m8 = max(R_m8, max(G_m8, B_m8));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m8 = 255 - mx_m8;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m8 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m8 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m8 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m8 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m8 = (mx_m8 - R_m8) * 255 / mx_m8;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m8 = (mx_m8 - G_m8) * 255 / mx_m8;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m8 = (mx_m8 - B_m8) * 255 / mx_m8;
            }
            c_v3.z = (c_v3.z & 4294967040u) | ((unsigned int)(unsigned char)C_m8 & 255u);
            m_v4.z = (m_v4.z & 4294967040u) | ((unsigned int)(unsigned char)M_m8 & 255u);
            y_v5.z = (y_v5.z & 4294967040u) | ((unsigned int)(unsigned char)Y_m8 & 255u);
            k_v6.z = (k_v6.z & 4294967040u) | ((unsigned int)(unsigned char)K_m8 & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m9 = (int)((r_v0.z >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m9 = (int)((g_v1.z >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m9 = (int)((b_v2.z >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m9 = max(R_m9, max(G_m9, B_m9));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m9 = 255 - mx_m9;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m9 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m9 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m9 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m9 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m9 = (mx_m9 - R_m9) * 255 / mx_m9;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m9 = (mx_m9 - G_m9) * 255 / mx_m9;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m9 = (mx_m9 - B_m9) * 255 / mx_m9;
            }
            c_v3.z = (c_v3.z & 4294902015u) | (((unsigned int)(unsigned char)C_m9 & 255u) << 8);
            m_v4.z = (m_v4.z & 4294902015u) | (((unsigned int)(unsigned char)M_m9 & 255u) << 8);
            y_v5.z = (y_v5.z & 4294902015u) | (((unsigned int)(unsigned char)Y_m9 & 255u) << 8);
            k_v6.z = (k_v6.z & 4294902015u) | (((unsigned int)(unsigned char)K_m9 & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m10 = (int)((r_v0.z >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m10 = (int)((g_v1.z >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m10 = (int)((b_v2.z >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m10 = max(R_m10, max(G_m10, B_m10));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m10 = 255 - mx_m10;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m10 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m10 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m10 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m10 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m10 = (mx_m10 - R_m10) * 255 / mx_m10;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m10 = (mx_m10 - G_m10) * 255 / mx_m10;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m10 = (mx_m10 - B_m10) * 255 / mx_m10;
            }
            c_v3.z = (c_v3.z & 4278255615u) | (((unsigned int)(unsigned char)C_m10 & 255u) << 16);
            m_v4.z = (m_v4.z & 4278255615u) | (((unsigned int)(unsigned char)M_m10 & 255u) << 16);
            y_v5.z = (y_v5.z & 4278255615u) | (((unsigned int)(unsigned char)Y_m10 & 255u) << 16);
            k_v6.z = (k_v6.z & 4278255615u) | (((unsigned int)(unsigned char)K_m10 & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m11 = (int)(r_v0.z >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m11 = (int)(g_v1.z >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m11 = (int)(b_v2.z >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m11 = max(R_m11, max(G_m11, B_m11));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m11 = 255 - mx_m11;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m11 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m11 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m11 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m11 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m11 = (mx_m11 - R_m11) * 255 / mx_m11;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m11 = (mx_m11 - G_m11) * 255 / mx_m11;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m11 = (mx_m11 - B_m11) * 255 / mx_m11;
            }
            c_v3.z = (c_v3.z & 16777215u) | (((unsigned int)(unsigned char)C_m11 & 255u) << 24);
            m_v4.z = (m_v4.z & 16777215u) | (((unsigned int)(unsigned char)M_m11 & 255u) << 24);
            y_v5.z = (y_v5.z & 16777215u) | (((unsigned int)(unsigned char)Y_m11 & 255u) << 24);
            k_v6.z = (k_v6.z & 16777215u) | (((unsigned int)(unsigned char)K_m11 & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m12 = (int)(r_v0.w & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m12 = (int)(g_v1.w & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m12 = (int)(b_v2.w & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m12 = max(R_m12, max(G_m12, B_m12));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m12 = 255 - mx_m12;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m12 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m12 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m12 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m12 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m12 = (mx_m12 - R_m12) * 255 / mx_m12;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m12 = (mx_m12 - G_m12) * 255 / mx_m12;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m12 = (mx_m12 - B_m12) * 255 / mx_m12;
            }
            c_v3.w = (c_v3.w & 4294967040u) | ((unsigned int)(unsigned char)C_m12 & 255u);
            m_v4.w = (m_v4.w & 4294967040u) | ((unsigned int)(unsigned char)M_m12 & 255u);
            y_v5.w = (y_v5.w & 4294967040u) | ((unsigned int)(unsigned char)Y_m12 & 255u);
            k_v6.w = (k_v6.w & 4294967040u) | ((unsigned int)(unsigned char)K_m12 & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m13 = (int)((r_v0.w >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m13 = (int)((g_v1.w >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m13 = (int)((b_v2.w >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m13 = max(R_m13, max(G_m13, B_m13));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m13 = 255 - mx_m13;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m13 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m13 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m13 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m13 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m13 = (mx_m13 - R_m13) * 255 / mx_m13;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m13 = (mx_m13 - G_m13) * 255 / mx_m13;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m13 = (mx_m13 - B_m13) * 255 / mx_m13;
            }
            c_v3.w = (c_v3.w & 4294902015u) | (((unsigned int)(unsigned char)C_m13 & 255u) << 8);
            m_v4.w = (m_v4.w & 4294902015u) | (((unsigned int)(unsigned char)M_m13 & 255u) << 8);
            y_v5.w = (y_v5.w & 4294902015u) | (((unsigned int)(unsigned char)Y_m13 & 255u) << 8);
            k_v6.w = (k_v6.w & 4294902015u) | (((unsigned int)(unsigned char)K_m13 & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m14 = (int)((r_v0.w >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m14 = (int)((g_v1.w >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m14 = (int)((b_v2.w >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m14 = max(R_m14, max(G_m14, B_m14));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m14 = 255 - mx_m14;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m14 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m14 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m14 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m14 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m14 = (mx_m14 - R_m14) * 255 / mx_m14;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m14 = (mx_m14 - G_m14) * 255 / mx_m14;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m14 = (mx_m14 - B_m14) * 255 / mx_m14;
            }
            c_v3.w = (c_v3.w & 4278255615u) | (((unsigned int)(unsigned char)C_m14 & 255u) << 16);
            m_v4.w = (m_v4.w & 4278255615u) | (((unsigned int)(unsigned char)M_m14 & 255u) << 16);
            y_v5.w = (y_v5.w & 4278255615u) | (((unsigned int)(unsigned char)Y_m14 & 255u) << 16);
            k_v6.w = (k_v6.w & 4278255615u) | (((unsigned int)(unsigned char)K_m14 & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        int i_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int R_m15 = (int)(r_v0.w >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int G_m15 = (int)(g_v1.w >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int B_m15 = (int)(b_v2.w >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int mx_m15 = max(R_m15, max(G_m15, B_m15));
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int K_m15 = 255 - mx_m15;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int C_m15 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int M_m15 = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            int Y_m15 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
            if (mx_m15 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                C_m15 = (mx_m15 - R_m15) * 255 / mx_m15;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                M_m15 = (mx_m15 - G_m15) * 255 / mx_m15;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/rgb_to_cmyk_u8.cl"
                Y_m15 = (mx_m15 - B_m15) * 255 / mx_m15;
            }
            c_v3.w = (c_v3.w & 16777215u) | (((unsigned int)(unsigned char)C_m15 & 255u) << 24);
            *(uint4*)(&c[i_m15] - 15) = c_v3;
            m_v4.w = (m_v4.w & 16777215u) | (((unsigned int)(unsigned char)M_m15 & 255u) << 24);
            *(uint4*)(&m[i_m15] - 15) = m_v4;
            y_v5.w = (y_v5.w & 16777215u) | (((unsigned int)(unsigned char)Y_m15 & 255u) << 24);
            *(uint4*)(&y[i_m15] - 15) = y_v5;
            k_v6.w = (k_v6.w & 16777215u) | (((unsigned int)(unsigned char)K_m15 & 255u) << 24);
            *(uint4*)(&k[i_m15] - 15) = k_v6;
        }
    }
}
