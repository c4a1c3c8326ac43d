extern "C" __global__ void sat_sub_u8_opt(const unsigned char* a, const unsigned char* b, unsigned char* d, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int ucond = (int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 a_v0;
    uint4 b_v1;
    uint4 d_v2;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
            a_v0 = *(const uint4*)&a[i_m0];
            b_v1 = *(const uint4*)&b[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m0 = (int)(a_v0.x & 255u) - (int)(b_v1.x & 255u);
            d_v2.x = (d_v2.x & 4294967040u) | ((unsigned int)(unsigned char)(v_m0 > 0 ? v_m0 : 0) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m1 = (int)((a_v0.x >> 8) & 255u) - (int)((b_v1.x >> 8) & 255u);
            d_v2.x = (d_v2.x & 4294902015u) | (((unsigned int)(unsigned char)(v_m1 > 0 ? v_m1 : 0) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m2 = (int)((a_v0.x >> 16) & 255u) - (int)((b_v1.x >> 16) & 255u);
            d_v2.x = (d_v2.x & 4278255615u) | (((unsigned int)(unsigned char)(v_m2 > 0 ? v_m2 : 0) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m3 = (int)(a_v0.x >> 24) - (int)(b_v1.x >> 24);
            d_v2.x = (d_v2.x & 16777215u) | (((unsigned int)(unsigned char)(v_m3 > 0 ? v_m3 : 0) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m4 = (int)(a_v0.y & 255u) - (int)(b_v1.y & 255u);
            d_v2.y = (d_v2.y & 4294967040u) | ((unsigned int)(unsigned char)(v_m4 > 0 ? v_m4 : 0) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m5 = (int)((a_v0.y >> 8) & 255u) - (int)((b_v1.y >> 8) & 255u);
            d_v2.y = (d_v2.y & 4294902015u) | (((unsigned int)(unsigned char)(v_m5 > 0 ? v_m5 : 0) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m6 = (int)((a_v0.y >> 16) & 255u) - (int)((b_v1.y >> 16) & 255u);
            d_v2.y = (d_v2.y & 4278255615u) | (((unsigned int)(unsigned char)(v_m6 > 0 ? v_m6 : 0) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m7 = (int)(a_v0.y >> 24) - (int)(b_v1.y >> 24);
            d_v2.y = (d_v2.y & 16777215u) | (((unsigned int)(unsigned char)(v_m7 > 0 ? v_m7 : 0) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m8 = (int)(a_v0.z & 255u) - (int)(b_v1.z & 255u);
            d_v2.z = (d_v2.z & 4294967040u) | ((unsigned int)(unsigned char)(v_m8 > 0 ? v_m8 : 0) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m9 = (int)((a_v0.z >> 8) & 255u) - (int)((b_v1.z >> 8) & 255u);
            d_v2.z = (d_v2.z & 4294902015u) | (((unsigned int)(unsigned char)(v_m9 > 0 ? v_m9 : 0) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m10 = (int)((a_v0.z >> 16) & 255u) - (int)((b_v1.z >> 16) & 255u);
            d_v2.z = (d_v2.z & 4278255615u) | (((unsigned int)(unsigned char)(v_m10 > 0 ? v_m10 : 0) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m11 = (int)(a_v0.z >> 24) - (int)(b_v1.z >> 24);
            d_v2.z = (d_v2.z & 16777215u) | (((unsigned int)(unsigned char)(v_m11 > 0 ? v_m11 : 0) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m12 = (int)(a_v0.w & 255u) - (int)(b_v1.w & 255u);
            d_v2.w = (d_v2.w & 4294967040u) | ((unsigned int)(unsigned char)(v_m12 > 0 ? v_m12 : 0) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m13 = (int)((a_v0.w >> 8) & 255u) - (int)((b_v1.w >> 8) & 255u);
            d_v2.w = (d_v2.w & 4294902015u) | (((unsigned int)(unsigned char)(v_m13 > 0 ? v_m13 : 0) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m14 = (int)((a_v0.w >> 16) & 255u) - (int)((b_v1.w >> 16) & 255u);
            d_v2.w = (d_v2.w & 4278255615u) | (((unsigned int)(unsigned char)(v_m14 > 0 ? v_m14 : 0) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int i_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
            int v_m15 = (int)(a_v0.w >> 24) - (int)(b_v1.w >> 24);
            d_v2.w = (d_v2.w & 16777215u) | (((unsigned int)(unsigned char)(v_m15 > 0 ? v_m15 : 0) & 255u) << 24);
            *(uint4*)(&d[i_m15] - 15) = d_v2;
        }
    }
}
