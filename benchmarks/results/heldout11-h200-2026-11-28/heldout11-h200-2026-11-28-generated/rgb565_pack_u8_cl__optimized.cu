extern "C" __global__ void rgb565_pack_u8_opt(const unsigned char* r, const unsigned char* g, const unsigned char* b, unsigned short* px, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
    int ucond = (int)(8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 px_v0;
    uint2 r_v1;
    uint2 g_v2;
    uint2 b_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m0 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            r_v1 = *(const uint2*)&r[i_m0];
            g_v2 = *(const uint2*)&g[i_m0];
            b_v3 = *(const uint2*)&b[i_m0];
            px_v0.x = (px_v0.x & 4294901760u) | ((unsigned int)(unsigned short)((((int)(r_v1.x & 255u) >> 3) << 11) | (((int)(g_v2.x & 255u) >> 2) << 5) | ((int)(b_v3.x & 255u) >> 3)) & 65535u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m1 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.x = (px_v0.x & 65535u) | (((unsigned int)(unsigned short)((((int)((r_v1.x >> 8) & 255u) >> 3) << 11) | (((int)((g_v2.x >> 8) & 255u) >> 2) << 5) | ((int)((b_v3.x >> 8) & 255u) >> 3)) & 65535u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m2 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.y = (px_v0.y & 4294901760u) | ((unsigned int)(unsigned short)((((int)((r_v1.x >> 16) & 255u) >> 3) << 11) | (((int)((g_v2.x >> 16) & 255u) >> 2) << 5) | ((int)((b_v3.x >> 16) & 255u) >> 3)) & 65535u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m3 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.y = (px_v0.y & 65535u) | (((unsigned int)(unsigned short)((((int)(r_v1.x >> 24) >> 3) << 11) | (((int)(g_v2.x >> 24) >> 2) << 5) | ((int)(b_v3.x >> 24) >> 3)) & 65535u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m4 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.z = (px_v0.z & 4294901760u) | ((unsigned int)(unsigned short)((((int)(r_v1.y & 255u) >> 3) << 11) | (((int)(g_v2.y & 255u) >> 2) << 5) | ((int)(b_v3.y & 255u) >> 3)) & 65535u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m5 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.z = (px_v0.z & 65535u) | (((unsigned int)(unsigned short)((((int)((r_v1.y >> 8) & 255u) >> 3) << 11) | (((int)((g_v2.y >> 8) & 255u) >> 2) << 5) | ((int)((b_v3.y >> 8) & 255u) >> 3)) & 65535u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m6 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.w = (px_v0.w & 4294901760u) | ((unsigned int)(unsigned short)((((int)((r_v1.y >> 16) & 255u) >> 3) << 11) | (((int)((g_v2.y >> 16) & 255u) >> 2) << 5) | ((int)((b_v3.y >> 16) & 255u) >> 3)) & 65535u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        int i_m7 = 8ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/rgb565_pack_u8.cl"
        if (ucond) {
            px_v0.w = (px_v0.w & 65535u) | (((unsigned int)(unsigned short)((((int)(r_v1.y >> 24) >> 3) << 11) | (((int)(g_v2.y >> 24) >> 2) << 5) | ((int)(b_v3.y >> 24) >> 3)) & 65535u) << 16);
            *(uint4*)(&px[i_m7] - 7) = px_v0;
        }
    }
}
