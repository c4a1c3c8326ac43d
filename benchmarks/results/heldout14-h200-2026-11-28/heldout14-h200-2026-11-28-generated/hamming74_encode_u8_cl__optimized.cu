extern "C" __global__ void hamming74_encode_u8_opt(const unsigned char* nib, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
    int ucond = (int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 nib_v0;
    uint4 code_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
            nib_v0 = *(const uint4*)&nib[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m0 = (unsigned int)(nib_v0.x & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m0 = v_m0 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m0 = (v_m0 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m0 = (v_m0 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m0 = (v_m0 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m0 = d1_m0 ^ d2_m0 ^ d4_m0;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m0 = d1_m0 ^ d3_m0 ^ d4_m0;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m0 = d2_m0 ^ d3_m0 ^ d4_m0;
            code_v1.x = (code_v1.x & 4294967040u) | ((unsigned int)((p1_m0 | (p2_m0 << 1) | (d1_m0 << 2) | (p3_m0 << 3) | (d2_m0 << 4) | (d3_m0 << 5) | (d4_m0 << 6)) & 255u) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m1 = (unsigned int)((nib_v0.x >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m1 = v_m1 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m1 = (v_m1 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m1 = (v_m1 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m1 = (v_m1 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m1 = d1_m1 ^ d2_m1 ^ d4_m1;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m1 = d1_m1 ^ d3_m1 ^ d4_m1;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m1 = d2_m1 ^ d3_m1 ^ d4_m1;
            code_v1.x = (code_v1.x & 4294902015u) | (((unsigned int)((p1_m1 | (p2_m1 << 1) | (d1_m1 << 2) | (p3_m1 << 3) | (d2_m1 << 4) | (d3_m1 << 5) | (d4_m1 << 6)) & 255u) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m2 = (unsigned int)((nib_v0.x >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m2 = v_m2 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m2 = (v_m2 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m2 = (v_m2 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m2 = (v_m2 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m2 = d1_m2 ^ d2_m2 ^ d4_m2;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m2 = d1_m2 ^ d3_m2 ^ d4_m2;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m2 = d2_m2 ^ d3_m2 ^ d4_m2;
            code_v1.x = (code_v1.x & 4278255615u) | (((unsigned int)((p1_m2 | (p2_m2 << 1) | (d1_m2 << 2) | (p3_m2 << 3) | (d2_m2 << 4) | (d3_m2 << 5) | (d4_m2 << 6)) & 255u) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m3 = (unsigned int)(nib_v0.x >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m3 = v_m3 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m3 = (v_m3 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m3 = (v_m3 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m3 = (v_m3 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m3 = d1_m3 ^ d2_m3 ^ d4_m3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m3 = d1_m3 ^ d3_m3 ^ d4_m3;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m3 = d2_m3 ^ d3_m3 ^ d4_m3;
            code_v1.x = (code_v1.x & 16777215u) | (((unsigned int)((p1_m3 | (p2_m3 << 1) | (d1_m3 << 2) | (p3_m3 << 3) | (d2_m3 << 4) | (d3_m3 << 5) | (d4_m3 << 6)) & 255u) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m4 = (unsigned int)(nib_v0.y & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m4 = v_m4 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m4 = (v_m4 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m4 = (v_m4 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m4 = (v_m4 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m4 = d1_m4 ^ d2_m4 ^ d4_m4;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m4 = d1_m4 ^ d3_m4 ^ d4_m4;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m4 = d2_m4 ^ d3_m4 ^ d4_m4;
            code_v1.y = (code_v1.y & 4294967040u) | ((unsigned int)((p1_m4 | (p2_m4 << 1) | (d1_m4 << 2) | (p3_m4 << 3) | (d2_m4 << 4) | (d3_m4 << 5) | (d4_m4 << 6)) & 255u) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m5 = (unsigned int)((nib_v0.y >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m5 = v_m5 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m5 = (v_m5 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m5 = (v_m5 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m5 = (v_m5 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m5 = d1_m5 ^ d2_m5 ^ d4_m5;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m5 = d1_m5 ^ d3_m5 ^ d4_m5;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m5 = d2_m5 ^ d3_m5 ^ d4_m5;
            code_v1.y = (code_v1.y & 4294902015u) | (((unsigned int)((p1_m5 | (p2_m5 << 1) | (d1_m5 << 2) | (p3_m5 << 3) | (d2_m5 << 4) | (d3_m5 << 5) | (d4_m5 << 6)) & 255u) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m6 = (unsigned int)((nib_v0.y >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m6 = v_m6 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m6 = (v_m6 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m6 = (v_m6 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m6 = (v_m6 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m6 = d1_m6 ^ d2_m6 ^ d4_m6;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m6 = d1_m6 ^ d3_m6 ^ d4_m6;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m6 = d2_m6 ^ d3_m6 ^ d4_m6;
            code_v1.y = (code_v1.y & 4278255615u) | (((unsigned int)((p1_m6 | (p2_m6 << 1) | (d1_m6 << 2) | (p3_m6 << 3) | (d2_m6 << 4) | (d3_m6 << 5) | (d4_m6 << 6)) & 255u) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m7 = (unsigned int)(nib_v0.y >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m7 = v_m7 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m7 = (v_m7 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m7 = (v_m7 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m7 = (v_m7 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m7 = d1_m7 ^ d2_m7 ^ d4_m7;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m7 = d1_m7 ^ d3_m7 ^ d4_m7;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m7 = d2_m7 ^ d3_m7 ^ d4_m7;
            code_v1.y = (code_v1.y & 16777215u) | (((unsigned int)((p1_m7 | (p2_m7 << 1) | (d1_m7 << 2) | (p3_m7 << 3) | (d2_m7 << 4) | (d3_m7 << 5) | (d4_m7 << 6)) & 255u) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m8 = (unsigned int)(nib_v0.z & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m8 = v_m8 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m8 = (v_m8 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m8 = (v_m8 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m8 = (v_m8 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m8 = d1_m8 ^ d2_m8 ^ d4_m8;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m8 = d1_m8 ^ d3_m8 ^ d4_m8;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m8 = d2_m8 ^ d3_m8 ^ d4_m8;
            code_v1.z = (code_v1.z & 4294967040u) | ((unsigned int)((p1_m8 | (p2_m8 << 1) | (d1_m8 << 2) | (p3_m8 << 3) | (d2_m8 << 4) | (d3_m8 << 5) | (d4_m8 << 6)) & 255u) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m9 = (unsigned int)((nib_v0.z >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m9 = v_m9 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m9 = (v_m9 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m9 = (v_m9 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m9 = (v_m9 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m9 = d1_m9 ^ d2_m9 ^ d4_m9;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m9 = d1_m9 ^ d3_m9 ^ d4_m9;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m9 = d2_m9 ^ d3_m9 ^ d4_m9;
            code_v1.z = (code_v1.z & 4294902015u) | (((unsigned int)((p1_m9 | (p2_m9 << 1) | (d1_m9 << 2) | (p3_m9 << 3) | (d2_m9 << 4) | (d3_m9 << 5) | (d4_m9 << 6)) & 255u) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m10 = (unsigned int)((nib_v0.z >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m10 = v_m10 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m10 = (v_m10 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m10 = (v_m10 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m10 = (v_m10 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m10 = d1_m10 ^ d2_m10 ^ d4_m10;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m10 = d1_m10 ^ d3_m10 ^ d4_m10;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m10 = d2_m10 ^ d3_m10 ^ d4_m10;
            code_v1.z = (code_v1.z & 4278255615u) | (((unsigned int)((p1_m10 | (p2_m10 << 1) | (d1_m10 << 2) | (p3_m10 << 3) | (d2_m10 << 4) | (d3_m10 << 5) | (d4_m10 << 6)) & 255u) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m11 = (unsigned int)(nib_v0.z >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m11 = v_m11 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m11 = (v_m11 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m11 = (v_m11 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m11 = (v_m11 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m11 = d1_m11 ^ d2_m11 ^ d4_m11;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m11 = d1_m11 ^ d3_m11 ^ d4_m11;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m11 = d2_m11 ^ d3_m11 ^ d4_m11;
            code_v1.z = (code_v1.z & 16777215u) | (((unsigned int)((p1_m11 | (p2_m11 << 1) | (d1_m11 << 2) | (p3_m11 << 3) | (d2_m11 << 4) | (d3_m11 << 5) | (d4_m11 << 6)) & 255u) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m12 = (unsigned int)(nib_v0.w & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m12 = v_m12 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m12 = (v_m12 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m12 = (v_m12 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m12 = (v_m12 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m12 = d1_m12 ^ d2_m12 ^ d4_m12;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m12 = d1_m12 ^ d3_m12 ^ d4_m12;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m12 = d2_m12 ^ d3_m12 ^ d4_m12;
            code_v1.w = (code_v1.w & 4294967040u) | ((unsigned int)((p1_m12 | (p2_m12 << 1) | (d1_m12 << 2) | (p3_m12 << 3) | (d2_m12 << 4) | (d3_m12 << 5) | (d4_m12 << 6)) & 255u) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m13 = (unsigned int)((nib_v0.w >> 8) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m13 = v_m13 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m13 = (v_m13 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m13 = (v_m13 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m13 = (v_m13 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m13 = d1_m13 ^ d2_m13 ^ d4_m13;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m13 = d1_m13 ^ d3_m13 ^ d4_m13;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m13 = d2_m13 ^ d3_m13 ^ d4_m13;
            code_v1.w = (code_v1.w & 4294902015u) | (((unsigned int)((p1_m13 | (p2_m13 << 1) | (d1_m13 << 2) | (p3_m13 << 3) | (d2_m13 << 4) | (d3_m13 << 5) | (d4_m13 << 6)) & 255u) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m14 = (unsigned int)((nib_v0.w >> 16) & 255u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m14 = v_m14 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m14 = (v_m14 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m14 = (v_m14 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m14 = (v_m14 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m14 = d1_m14 ^ d2_m14 ^ d4_m14;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m14 = d1_m14 ^ d3_m14 ^ d4_m14;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m14 = d2_m14 ^ d3_m14 ^ d4_m14;
            code_v1.w = (code_v1.w & 4278255615u) | (((unsigned int)((p1_m14 | (p2_m14 << 1) | (d1_m14 << 2) | (p3_m14 << 3) | (d2_m14 << 4) | (d3_m14 << 5) | (d4_m14 << 6)) & 255u) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        int i_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int v_m15 = (unsigned int)(nib_v0.w >> 24);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d1_m15 = v_m15 & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d2_m15 = (v_m15 >> 1) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d3_m15 = (v_m15 >> 2) & 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int d4_m15 = (v_m15 >> 3) & 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p1_m15 = d1_m15 ^ d2_m15 ^ d4_m15;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p2_m15 = d1_m15 ^ d3_m15 ^ d4_m15;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/hamming74_encode_u8.cl"
            unsigned int p3_m15 = d2_m15 ^ d3_m15 ^ d4_m15;
            code_v1.w = (code_v1.w & 16777215u) | (((unsigned int)((p1_m15 | (p2_m15 << 1) | (d1_m15 << 2) | (p3_m15 << 3) | (d2_m15 << 4) | (d3_m15 << 5) | (d4_m15 << 6)) & 255u) & 255u) << 24);
            *(uint4*)(&code[i_m15] - 15) = code_v1;
        }
    }
}
