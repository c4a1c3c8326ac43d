extern "C" __global__ void hsl_lightness_u8_opt(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned char* light, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
    int ucond = (int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 r_v0;
    uint4 g_v1;
    uint4 b_v2;
    uint4 light_v3;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
            r_v0 = *(const uint4*)&r[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m0 = (int)(r_v0.x & 255u);
            g_v1 = *(const uint4*)&g[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m0 = (int)(g_v1.x & 255u);
            b_v2 = *(const uint4*)&b[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m0 = (int)(b_v2.x & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m0 = max(R_m0, max(G1_m0, B_m0));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m0 = min(R_m0, min(G1_m0, B_m0));
            light_v3.x = (light_v3.x & 4294967040u) | ((unsigned int)(unsigned char)((hi_m0 + lo_m0) / 2) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m1 = (int)((r_v0.x >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m1 = (int)((g_v1.x >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m1 = (int)((b_v2.x >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m1 = max(R_m1, max(G1_m1, B_m1));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m1 = min(R_m1, min(G1_m1, B_m1));
            light_v3.x = (light_v3.x & 4294902015u) | (((unsigned int)(unsigned char)((hi_m1 + lo_m1) / 2) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m2 = (int)((r_v0.x >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m2 = (int)((g_v1.x >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m2 = (int)((b_v2.x >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m2 = max(R_m2, max(G1_m2, B_m2));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m2 = min(R_m2, min(G1_m2, B_m2));
            light_v3.x = (light_v3.x & 4278255615u) | (((unsigned int)(unsigned char)((hi_m2 + lo_m2) / 2) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m3 = (int)(r_v0.x >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m3 = (int)(g_v1.x >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m3 = (int)(b_v2.x >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m3 = max(R_m3, max(G1_m3, B_m3));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m3 = min(R_m3, min(G1_m3, B_m3));
            light_v3.x = (light_v3.x & 16777215u) | (((unsigned int)(unsigned char)((hi_m3 + lo_m3) / 2) & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m4 = (int)(r_v0.y & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m4 = (int)(g_v1.y & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m4 = (int)(b_v2.y & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m4 = max(R_m4, max(G1_m4, B_m4));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m4 = min(R_m4, min(G1_m4, B_m4));
            light_v3.y = (light_v3.y & 4294967040u) | ((unsigned int)(unsigned char)((hi_m4 + lo_m4) / 2) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m5 = (int)((r_v0.y >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m5 = (int)((g_v1.y >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m5 = (int)((b_v2.y >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m5 = max(R_m5, max(G1_m5, B_m5));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m5 = min(R_m5, min(G1_m5, B_m5));
            light_v3.y = (light_v3.y & 4294902015u) | (((unsigned int)(unsigned char)((hi_m5 + lo_m5) / 2) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m6 = (int)((r_v0.y >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m6 = (int)((g_v1.y >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m6 = (int)((b_v2.y >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m6 = max(R_m6, max(G1_m6, B_m6));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m6 = min(R_m6, min(G1_m6, B_m6));
            light_v3.y = (light_v3.y & 4278255615u) | (((unsigned int)(unsigned char)((hi_m6 + lo_m6) / 2) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m7 = (int)(r_v0.y >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m7 = (int)(g_v1.y >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m7 = (int)(b_v2.y >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m7 = max(R_m7, max(G1_m7, B_m7));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m7 = min(R_m7, min(G1_m7, B_m7));
            light_v3.y = (light_v3.y & 16777215u) | (((unsigned int)(unsigned char)((hi_m7 + lo_m7) / 2) & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m8 = (int)(r_v0.z & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m8 = (int)(g_v1.z & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m8 = (int)(b_v2.z & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m8 = max(R_m8, max(G1_m8, B_m8));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m8 = min(R_m8, min(G1_m8, B_m8));
            light_v3.z = (light_v3.z & 4294967040u) | ((unsigned int)(unsigned char)((hi_m8 + lo_m8) / 2) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m9 = (int)((r_v0.z >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m9 = (int)((g_v1.z >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m9 = (int)((b_v2.z >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m9 = max(R_m9, max(G1_m9, B_m9));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m9 = min(R_m9, min(G1_m9, B_m9));
            light_v3.z = (light_v3.z & 4294902015u) | (((unsigned int)(unsigned char)((hi_m9 + lo_m9) / 2) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m10 = (int)((r_v0.z >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m10 = (int)((g_v1.z >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m10 = (int)((b_v2.z >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m10 = max(R_m10, max(G1_m10, B_m10));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m10 = min(R_m10, min(G1_m10, B_m10));
            light_v3.z = (light_v3.z & 4278255615u) | (((unsigned int)(unsigned char)((hi_m10 + lo_m10) / 2) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m11 = (int)(r_v0.z >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m11 = (int)(g_v1.z >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m11 = (int)(b_v2.z >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m11 = max(R_m11, max(G1_m11, B_m11));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m11 = min(R_m11, min(G1_m11, B_m11));
            light_v3.z = (light_v3.z & 16777215u) | (((unsigned int)(unsigned char)((hi_m11 + lo_m11) / 2) & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m12 = (int)(r_v0.w & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m12 = (int)(g_v1.w & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m12 = (int)(b_v2.w & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m12 = max(R_m12, max(G1_m12, B_m12));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m12 = min(R_m12, min(G1_m12, B_m12));
            light_v3.w = (light_v3.w & 4294967040u) | ((unsigned int)(unsigned char)((hi_m12 + lo_m12) / 2) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m13 = (int)((r_v0.w >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m13 = (int)((g_v1.w >> 8) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m13 = (int)((b_v2.w >> 8) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m13 = max(R_m13, max(G1_m13, B_m13));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m13 = min(R_m13, min(G1_m13, B_m13));
            light_v3.w = (light_v3.w & 4294902015u) | (((unsigned int)(unsigned char)((hi_m13 + lo_m13) / 2) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m14 = (int)((r_v0.w >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m14 = (int)((g_v1.w >> 16) & 255u);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m14 = (int)((b_v2.w >> 16) & 255u);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m14 = max(R_m14, max(G1_m14, B_m14));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m14 = min(R_m14, min(G1_m14, B_m14));
            light_v3.w = (light_v3.w & 4278255615u) | (((unsigned int)(unsigned char)((hi_m14 + lo_m14) / 2) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        int i_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int R_m15 = (int)(r_v0.w >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int G1_m15 = (int)(g_v1.w >> 24);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int B_m15 = (int)(b_v2.w >> 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int hi_m15 = max(R_m15, max(G1_m15, B_m15));
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/hsl_lightness_u8.cl"
            int lo_m15 = min(R_m15, min(G1_m15, B_m15));
            light_v3.w = (light_v3.w & 16777215u) | (((unsigned int)(unsigned char)((hi_m15 + lo_m15) / 2) & 255u) << 24);
            *(uint4*)(&light[i_m15] - 15) = light_v3;
        }
    }
}
