extern "C" __global__ void ordered_dither4_u8_opt(const unsigned char* src, unsigned char* dst, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
    int ucond = ((int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    uint4 dst_v0;
    uint4 src_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m0 = (x_m0 ^ y_m0) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m0 = y_m0 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m0 = ((a_m0 & 1) << 3) | ((b_m0 & 1) << 2) | (a_m0 & 2) | ((b_m0 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m0 = y_m0 * width + x_m0;
            src_v1 = *(const uint4*)&src[i_m0];
            dst_v0.x = (dst_v0.x & 4294967040u) | ((unsigned int)((int)(src_v1.x & 255u) > m_m0 * 16 + 8 ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m1 = (x_m1 ^ y_m1) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m1 = y_m1 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m1 = ((a_m1 & 1) << 3) | ((b_m1 & 1) << 2) | (a_m1 & 2) | ((b_m1 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m1 = y_m1 * width + x_m1;
            dst_v0.x = (dst_v0.x & 4294902015u) | (((unsigned int)((int)((src_v1.x >> 8) & 255u) > m_m1 * 16 + 8 ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m2 = (x_m2 ^ y_m2) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m2 = y_m2 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m2 = ((a_m2 & 1) << 3) | ((b_m2 & 1) << 2) | (a_m2 & 2) | ((b_m2 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m2 = y_m2 * width + x_m2;
            dst_v0.x = (dst_v0.x & 4278255615u) | (((unsigned int)((int)((src_v1.x >> 16) & 255u) > m_m2 * 16 + 8 ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m3 = (x_m3 ^ y_m3) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m3 = y_m3 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m3 = ((a_m3 & 1) << 3) | ((b_m3 & 1) << 2) | (a_m3 & 2) | ((b_m3 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m3 = y_m3 * width + x_m3;
            dst_v0.x = (dst_v0.x & 16777215u) | (((unsigned int)((int)(src_v1.x >> 24) > m_m3 * 16 + 8 ? 255 : 0) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m4 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m4 = (x_m4 ^ y_m4) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m4 = y_m4 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m4 = ((a_m4 & 1) << 3) | ((b_m4 & 1) << 2) | (a_m4 & 2) | ((b_m4 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m4 = y_m4 * width + x_m4;
            dst_v0.y = (dst_v0.y & 4294967040u) | ((unsigned int)((int)(src_v1.y & 255u) > m_m4 * 16 + 8 ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m5 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m5 = (x_m5 ^ y_m5) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m5 = y_m5 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m5 = ((a_m5 & 1) << 3) | ((b_m5 & 1) << 2) | (a_m5 & 2) | ((b_m5 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m5 = y_m5 * width + x_m5;
            dst_v0.y = (dst_v0.y & 4294902015u) | (((unsigned int)((int)((src_v1.y >> 8) & 255u) > m_m5 * 16 + 8 ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m6 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m6 = (x_m6 ^ y_m6) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m6 = y_m6 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m6 = ((a_m6 & 1) << 3) | ((b_m6 & 1) << 2) | (a_m6 & 2) | ((b_m6 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m6 = y_m6 * width + x_m6;
            dst_v0.y = (dst_v0.y & 4278255615u) | (((unsigned int)((int)((src_v1.y >> 16) & 255u) > m_m6 * 16 + 8 ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m7 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m7 = (x_m7 ^ y_m7) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m7 = y_m7 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m7 = ((a_m7 & 1) << 3) | ((b_m7 & 1) << 2) | (a_m7 & 2) | ((b_m7 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m7 = y_m7 * width + x_m7;
            dst_v0.y = (dst_v0.y & 16777215u) | (((unsigned int)((int)(src_v1.y >> 24) > m_m7 * 16 + 8 ? 255 : 0) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m8 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m8 = (x_m8 ^ y_m8) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m8 = y_m8 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m8 = ((a_m8 & 1) << 3) | ((b_m8 & 1) << 2) | (a_m8 & 2) | ((b_m8 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m8 = y_m8 * width + x_m8;
            dst_v0.z = (dst_v0.z & 4294967040u) | ((unsigned int)((int)(src_v1.z & 255u) > m_m8 * 16 + 8 ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m9 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m9 = (x_m9 ^ y_m9) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m9 = y_m9 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m9 = ((a_m9 & 1) << 3) | ((b_m9 & 1) << 2) | (a_m9 & 2) | ((b_m9 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m9 = y_m9 * width + x_m9;
            dst_v0.z = (dst_v0.z & 4294902015u) | (((unsigned int)((int)((src_v1.z >> 8) & 255u) > m_m9 * 16 + 8 ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m10 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m10 = (x_m10 ^ y_m10) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m10 = y_m10 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m10 = ((a_m10 & 1) << 3) | ((b_m10 & 1) << 2) | (a_m10 & 2) | ((b_m10 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m10 = y_m10 * width + x_m10;
            dst_v0.z = (dst_v0.z & 4278255615u) | (((unsigned int)((int)((src_v1.z >> 16) & 255u) > m_m10 * 16 + 8 ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m11 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m11 = (x_m11 ^ y_m11) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m11 = y_m11 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m11 = ((a_m11 & 1) << 3) | ((b_m11 & 1) << 2) | (a_m11 & 2) | ((b_m11 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m11 = y_m11 * width + x_m11;
            dst_v0.z = (dst_v0.z & 16777215u) | (((unsigned int)((int)(src_v1.z >> 24) > m_m11 * 16 + 8 ? 255 : 0) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m12 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m12 = (x_m12 ^ y_m12) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m12 = y_m12 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m12 = ((a_m12 & 1) << 3) | ((b_m12 & 1) << 2) | (a_m12 & 2) | ((b_m12 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m12 = y_m12 * width + x_m12;
            dst_v0.w = (dst_v0.w & 4294967040u) | ((unsigned int)((int)(src_v1.w & 255u) > m_m12 * 16 + 8 ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m13 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m13 = (x_m13 ^ y_m13) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m13 = y_m13 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m13 = ((a_m13 & 1) << 3) | ((b_m13 & 1) << 2) | (a_m13 & 2) | ((b_m13 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m13 = y_m13 * width + x_m13;
            dst_v0.w = (dst_v0.w & 4294902015u) | (((unsigned int)((int)((src_v1.w >> 8) & 255u) > m_m13 * 16 + 8 ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m14 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m14 = (x_m14 ^ y_m14) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m14 = y_m14 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m14 = ((a_m14 & 1) << 3) | ((b_m14 & 1) << 2) | (a_m14 & 2) | ((b_m14 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m14 = y_m14 * width + x_m14;
            dst_v0.w = (dst_v0.w & 4278255615u) | (((unsigned int)((int)((src_v1.w >> 16) & 255u) > m_m14 * 16 + 8 ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int x_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        int y_m15 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int a_m15 = (x_m15 ^ y_m15) & 3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int b_m15 = y_m15 & 3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int m_m15 = ((a_m15 & 1) << 3) | ((b_m15 & 1) << 2) | (a_m15 & 2) | ((b_m15 & 2) >> 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ordered_dither4_u8.cl"
            int i_m15 = y_m15 * width + x_m15;
            dst_v0.w = (dst_v0.w & 16777215u) | (((unsigned int)((int)(src_v1.w >> 24) > m_m15 * 16 + 8 ? 255 : 0) & 255u) << 24);
            *(uint4*)(&dst[i_m15] - 15) = dst_v0;
        }
    }
}
