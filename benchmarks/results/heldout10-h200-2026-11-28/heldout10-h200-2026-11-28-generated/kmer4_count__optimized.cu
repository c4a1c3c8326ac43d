__device__ unsigned int base_code(unsigned char c) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    return (c >> 1) & 3u;
}

extern "C" __global__ __launch_bounds__(256, 8) void kmer4_count_opt(const unsigned char* seq, int* counts, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
    if ((int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u) + 3 < n) {
        uint4 seq_v0;
        unsigned char seq_v0_hi16;
        unsigned char seq_v0_hi17;
        unsigned char seq_v0_hi18;
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
                seq_v0 = *(const uint4*)&seq[i_m0];
                seq_v0_hi16 = seq[i_m0 + 16];
                seq_v0_hi17 = seq[i_m0 + 17];
                seq_v0_hi18 = seq[i_m0 + 18];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m0 = (base_code((unsigned char)seq_v0.x) << 6) | (base_code((unsigned char)(seq_v0.x >> 8)) << 4) | (base_code((unsigned char)(seq_v0.x >> 16)) << 2) | base_code((unsigned char)(seq_v0.x >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m0], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m1 = (base_code((unsigned char)(seq_v0.x >> 8)) << 6) | (base_code((unsigned char)(seq_v0.x >> 16)) << 4) | (base_code((unsigned char)(seq_v0.x >> 24)) << 2) | base_code((unsigned char)seq_v0.y);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m1], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m2 = (base_code((unsigned char)(seq_v0.x >> 16)) << 6) | (base_code((unsigned char)(seq_v0.x >> 24)) << 4) | (base_code((unsigned char)seq_v0.y) << 2) | base_code((unsigned char)(seq_v0.y >> 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m2], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m3 = (base_code((unsigned char)(seq_v0.x >> 24)) << 6) | (base_code((unsigned char)seq_v0.y) << 4) | (base_code((unsigned char)(seq_v0.y >> 8)) << 2) | base_code((unsigned char)(seq_v0.y >> 16));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m3], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m4 = (base_code((unsigned char)seq_v0.y) << 6) | (base_code((unsigned char)(seq_v0.y >> 8)) << 4) | (base_code((unsigned char)(seq_v0.y >> 16)) << 2) | base_code((unsigned char)(seq_v0.y >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m4], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m5 = (base_code((unsigned char)(seq_v0.y >> 8)) << 6) | (base_code((unsigned char)(seq_v0.y >> 16)) << 4) | (base_code((unsigned char)(seq_v0.y >> 24)) << 2) | base_code((unsigned char)seq_v0.z);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m5], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m6 = (base_code((unsigned char)(seq_v0.y >> 16)) << 6) | (base_code((unsigned char)(seq_v0.y >> 24)) << 4) | (base_code((unsigned char)seq_v0.z) << 2) | base_code((unsigned char)(seq_v0.z >> 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m6], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m7 = (base_code((unsigned char)(seq_v0.y >> 24)) << 6) | (base_code((unsigned char)seq_v0.z) << 4) | (base_code((unsigned char)(seq_v0.z >> 8)) << 2) | base_code((unsigned char)(seq_v0.z >> 16));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m7], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m8 = (base_code((unsigned char)seq_v0.z) << 6) | (base_code((unsigned char)(seq_v0.z >> 8)) << 4) | (base_code((unsigned char)(seq_v0.z >> 16)) << 2) | base_code((unsigned char)(seq_v0.z >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m8], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m9 = (base_code((unsigned char)(seq_v0.z >> 8)) << 6) | (base_code((unsigned char)(seq_v0.z >> 16)) << 4) | (base_code((unsigned char)(seq_v0.z >> 24)) << 2) | base_code((unsigned char)seq_v0.w);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m9], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m10 = (base_code((unsigned char)(seq_v0.z >> 16)) << 6) | (base_code((unsigned char)(seq_v0.z >> 24)) << 4) | (base_code((unsigned char)seq_v0.w) << 2) | base_code((unsigned char)(seq_v0.w >> 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m10], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m11 = (base_code((unsigned char)(seq_v0.z >> 24)) << 6) | (base_code((unsigned char)seq_v0.w) << 4) | (base_code((unsigned char)(seq_v0.w >> 8)) << 2) | base_code((unsigned char)(seq_v0.w >> 16));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m11], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m12 = (base_code((unsigned char)seq_v0.w) << 6) | (base_code((unsigned char)(seq_v0.w >> 8)) << 4) | (base_code((unsigned char)(seq_v0.w >> 16)) << 2) | base_code((unsigned char)(seq_v0.w >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m12], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m13 = (base_code((unsigned char)(seq_v0.w >> 8)) << 6) | (base_code((unsigned char)(seq_v0.w >> 16)) << 4) | (base_code((unsigned char)(seq_v0.w >> 24)) << 2) | base_code(seq_v0_hi16);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m13], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m14 = (base_code((unsigned char)(seq_v0.w >> 16)) << 6) | (base_code((unsigned char)(seq_v0.w >> 24)) << 4) | (base_code(seq_v0_hi16) << 2) | base_code(seq_v0_hi17);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m14], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_m15 = (base_code((unsigned char)(seq_v0.w >> 24)) << 6) | (base_code(seq_v0_hi16) << 4) | (base_code(seq_v0_hi17) << 2) | base_code(seq_v0_hi18);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_m15], 1);
            }
        }
    } else {
        uint4 seq_v0_s;
        unsigned char seq_v0_hi16_s;
        unsigned char seq_v0_hi17_s;
        unsigned char seq_v0_hi18_s;
        int ok0_copy0_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 3 < n;
        int ok0_copy1_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) + 3 < n;
        int ok0_copy2_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) + 3 < n;
        int ok0_copy3_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) + 3 < n;
        int ok0_copy4_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u) + 3 < n;
        int ok0_copy5_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u) + 3 < n;
        int ok0_copy6_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u) + 3 < n;
        int ok0_copy7_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u) + 3 < n;
        int ok0_copy8_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u) + 3 < n;
        int ok0_copy9_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u) + 3 < n;
        int ok0_copy10_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u) + 3 < n;
        int ok0_copy11_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u) + 3 < n;
        int ok0_copy12_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u) + 3 < n;
        int ok0_copy13_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u) + 3 < n;
        int ok0_copy14_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u) + 3 < n;
        int ok0_copy15_s = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u) + 3 < n;
        seq_v0_hi16_s = ok0_copy13_s | ok0_copy14_s | ok0_copy15_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 16] : (unsigned char)0;
        seq_v0_hi17_s = ok0_copy14_s | ok0_copy15_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 17] : (unsigned char)0;
        seq_v0_hi18_s = ok0_copy15_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 18] : (unsigned char)0;
        if (ok0_copy0_s & (ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s | ok0_copy4_s) & (ok0_copy2_s | ok0_copy3_s | ok0_copy4_s | ok0_copy5_s) & (ok0_copy3_s | ok0_copy4_s | ok0_copy5_s | ok0_copy6_s) & (ok0_copy4_s | ok0_copy5_s | ok0_copy6_s | ok0_copy7_s) & (ok0_copy5_s | ok0_copy6_s | ok0_copy7_s | ok0_copy8_s) & (ok0_copy6_s | ok0_copy7_s | ok0_copy8_s | ok0_copy9_s) & (ok0_copy7_s | ok0_copy8_s | ok0_copy9_s | ok0_copy10_s) & (ok0_copy8_s | ok0_copy9_s | ok0_copy10_s | ok0_copy11_s) & (ok0_copy9_s | ok0_copy10_s | ok0_copy11_s | ok0_copy12_s) & (ok0_copy10_s | ok0_copy11_s | ok0_copy12_s | ok0_copy13_s) & (ok0_copy11_s | ok0_copy12_s | ok0_copy13_s | ok0_copy14_s) & (ok0_copy12_s | ok0_copy13_s | ok0_copy14_s | ok0_copy15_s)) {
            seq_v0_s = *(const uint4*)&seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x))];
        } else {
            seq_v0_s = ok0_copy0_s & (ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s | ok0_copy4_s) & (ok0_copy2_s | ok0_copy3_s | ok0_copy4_s | ok0_copy5_s) & (ok0_copy3_s | ok0_copy4_s | ok0_copy5_s | ok0_copy6_s) & (ok0_copy4_s | ok0_copy5_s | ok0_copy6_s | ok0_copy7_s) & (ok0_copy5_s | ok0_copy6_s | ok0_copy7_s | ok0_copy8_s) & (ok0_copy6_s | ok0_copy7_s | ok0_copy8_s | ok0_copy9_s) & (ok0_copy7_s | ok0_copy8_s | ok0_copy9_s | ok0_copy10_s) & (ok0_copy8_s | ok0_copy9_s | ok0_copy10_s | ok0_copy11_s) & (ok0_copy9_s | ok0_copy10_s | ok0_copy11_s | ok0_copy12_s) & (ok0_copy10_s | ok0_copy11_s | ok0_copy12_s | ok0_copy13_s) & (ok0_copy11_s | ok0_copy12_s | ok0_copy13_s | ok0_copy14_s) & (ok0_copy12_s | ok0_copy13_s | ok0_copy14_s | ok0_copy15_s) ? *(const uint4*)&seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x))] : make_uint4(0u, 0u, 0u, 0u);
            if (!(ok0_copy0_s & (ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s | ok0_copy4_s) & (ok0_copy2_s | ok0_copy3_s | ok0_copy4_s | ok0_copy5_s) & (ok0_copy3_s | ok0_copy4_s | ok0_copy5_s | ok0_copy6_s) & (ok0_copy4_s | ok0_copy5_s | ok0_copy6_s | ok0_copy7_s) & (ok0_copy5_s | ok0_copy6_s | ok0_copy7_s | ok0_copy8_s) & (ok0_copy6_s | ok0_copy7_s | ok0_copy8_s | ok0_copy9_s) & (ok0_copy7_s | ok0_copy8_s | ok0_copy9_s | ok0_copy10_s) & (ok0_copy8_s | ok0_copy9_s | ok0_copy10_s | ok0_copy11_s) & (ok0_copy9_s | ok0_copy10_s | ok0_copy11_s | ok0_copy12_s) & (ok0_copy10_s | ok0_copy11_s | ok0_copy12_s | ok0_copy13_s) & (ok0_copy11_s | ok0_copy12_s | ok0_copy13_s | ok0_copy14_s) & (ok0_copy12_s | ok0_copy13_s | ok0_copy14_s | ok0_copy15_s))) {
                seq_v0_s.x = (seq_v0_s.x & 4294967040u) | ((unsigned int)(ok0_copy0_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x))] : (unsigned char)0) & 255u);
                seq_v0_s.x = (seq_v0_s.x & 4294902015u) | (((unsigned int)(ok0_copy0_s | ok0_copy1_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1] : (unsigned char)0) & 255u) << 8);
                seq_v0_s.x = (seq_v0_s.x & 4278255615u) | (((unsigned int)(ok0_copy0_s | ok0_copy1_s | ok0_copy2_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 2] : (unsigned char)0) & 255u) << 16);
                seq_v0_s.x = (seq_v0_s.x & 16777215u) | (((unsigned int)(ok0_copy0_s | ok0_copy1_s | ok0_copy2_s | ok0_copy3_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 3] : (unsigned char)0) & 255u) << 24);
                seq_v0_s.y = (seq_v0_s.y & 4294967040u) | ((unsigned int)(ok0_copy1_s | ok0_copy2_s | ok0_copy3_s | ok0_copy4_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 4] : (unsigned char)0) & 255u);
                seq_v0_s.y = (seq_v0_s.y & 4294902015u) | (((unsigned int)(ok0_copy2_s | ok0_copy3_s | ok0_copy4_s | ok0_copy5_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 5] : (unsigned char)0) & 255u) << 8);
                seq_v0_s.y = (seq_v0_s.y & 4278255615u) | (((unsigned int)(ok0_copy3_s | ok0_copy4_s | ok0_copy5_s | ok0_copy6_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 6] : (unsigned char)0) & 255u) << 16);
                seq_v0_s.y = (seq_v0_s.y & 16777215u) | (((unsigned int)(ok0_copy4_s | ok0_copy5_s | ok0_copy6_s | ok0_copy7_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 7] : (unsigned char)0) & 255u) << 24);
                seq_v0_s.z = (seq_v0_s.z & 4294967040u) | ((unsigned int)(ok0_copy5_s | ok0_copy6_s | ok0_copy7_s | ok0_copy8_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 8] : (unsigned char)0) & 255u);
                seq_v0_s.z = (seq_v0_s.z & 4294902015u) | (((unsigned int)(ok0_copy6_s | ok0_copy7_s | ok0_copy8_s | ok0_copy9_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 9] : (unsigned char)0) & 255u) << 8);
                seq_v0_s.z = (seq_v0_s.z & 4278255615u) | (((unsigned int)(ok0_copy7_s | ok0_copy8_s | ok0_copy9_s | ok0_copy10_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 10] : (unsigned char)0) & 255u) << 16);
                seq_v0_s.z = (seq_v0_s.z & 16777215u) | (((unsigned int)(ok0_copy8_s | ok0_copy9_s | ok0_copy10_s | ok0_copy11_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 11] : (unsigned char)0) & 255u) << 24);
                seq_v0_s.w = (seq_v0_s.w & 4294967040u) | ((unsigned int)(ok0_copy9_s | ok0_copy10_s | ok0_copy11_s | ok0_copy12_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 12] : (unsigned char)0) & 255u);
                seq_v0_s.w = (seq_v0_s.w & 4294902015u) | (((unsigned int)(ok0_copy10_s | ok0_copy11_s | ok0_copy12_s | ok0_copy13_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 13] : (unsigned char)0) & 255u) << 8);
                seq_v0_s.w = (seq_v0_s.w & 4278255615u) | (((unsigned int)(ok0_copy11_s | ok0_copy12_s | ok0_copy13_s | ok0_copy14_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 14] : (unsigned char)0) & 255u) << 16);
                seq_v0_s.w = (seq_v0_s.w & 16777215u) | (((unsigned int)(ok0_copy12_s | ok0_copy13_s | ok0_copy14_s | ok0_copy15_s ? seq[(int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) + 15] : (unsigned char)0) & 255u) << 24);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s0 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s0 = (base_code((unsigned char)seq_v0_s.x) << 6) | (base_code((unsigned char)(seq_v0_s.x >> 8)) << 4) | (base_code((unsigned char)(seq_v0_s.x >> 16)) << 2) | base_code((unsigned char)(seq_v0_s.x >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s0], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s1 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s1 = (base_code((unsigned char)(seq_v0_s.x >> 8)) << 6) | (base_code((unsigned char)(seq_v0_s.x >> 16)) << 4) | (base_code((unsigned char)(seq_v0_s.x >> 24)) << 2) | base_code((unsigned char)seq_v0_s.y);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s1], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s2 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s2 = (base_code((unsigned char)(seq_v0_s.x >> 16)) << 6) | (base_code((unsigned char)(seq_v0_s.x >> 24)) << 4) | (base_code((unsigned char)seq_v0_s.y) << 2) | base_code((unsigned char)(seq_v0_s.y >> 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s2], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s3 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s3 = (base_code((unsigned char)(seq_v0_s.x >> 24)) << 6) | (base_code((unsigned char)seq_v0_s.y) << 4) | (base_code((unsigned char)(seq_v0_s.y >> 8)) << 2) | base_code((unsigned char)(seq_v0_s.y >> 16));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s3], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s4 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s4 = (base_code((unsigned char)seq_v0_s.y) << 6) | (base_code((unsigned char)(seq_v0_s.y >> 8)) << 4) | (base_code((unsigned char)(seq_v0_s.y >> 16)) << 2) | base_code((unsigned char)(seq_v0_s.y >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s4], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s5 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s5 = (base_code((unsigned char)(seq_v0_s.y >> 8)) << 6) | (base_code((unsigned char)(seq_v0_s.y >> 16)) << 4) | (base_code((unsigned char)(seq_v0_s.y >> 24)) << 2) | base_code((unsigned char)seq_v0_s.z);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s5], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s6 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s6 = (base_code((unsigned char)(seq_v0_s.y >> 16)) << 6) | (base_code((unsigned char)(seq_v0_s.y >> 24)) << 4) | (base_code((unsigned char)seq_v0_s.z) << 2) | base_code((unsigned char)(seq_v0_s.z >> 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s6], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s7 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s7 = (base_code((unsigned char)(seq_v0_s.y >> 24)) << 6) | (base_code((unsigned char)seq_v0_s.z) << 4) | (base_code((unsigned char)(seq_v0_s.z >> 8)) << 2) | base_code((unsigned char)(seq_v0_s.z >> 16));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s7], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s8 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s8 = (base_code((unsigned char)seq_v0_s.z) << 6) | (base_code((unsigned char)(seq_v0_s.z >> 8)) << 4) | (base_code((unsigned char)(seq_v0_s.z >> 16)) << 2) | base_code((unsigned char)(seq_v0_s.z >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s8], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s9 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s9 = (base_code((unsigned char)(seq_v0_s.z >> 8)) << 6) | (base_code((unsigned char)(seq_v0_s.z >> 16)) << 4) | (base_code((unsigned char)(seq_v0_s.z >> 24)) << 2) | base_code((unsigned char)seq_v0_s.w);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s9], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s10 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s10 = (base_code((unsigned char)(seq_v0_s.z >> 16)) << 6) | (base_code((unsigned char)(seq_v0_s.z >> 24)) << 4) | (base_code((unsigned char)seq_v0_s.w) << 2) | base_code((unsigned char)(seq_v0_s.w >> 8));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s10], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s11 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s11 = (base_code((unsigned char)(seq_v0_s.z >> 24)) << 6) | (base_code((unsigned char)seq_v0_s.w) << 4) | (base_code((unsigned char)(seq_v0_s.w >> 8)) << 2) | base_code((unsigned char)(seq_v0_s.w >> 16));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s11], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s12 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s12 = (base_code((unsigned char)seq_v0_s.w) << 6) | (base_code((unsigned char)(seq_v0_s.w >> 8)) << 4) | (base_code((unsigned char)(seq_v0_s.w >> 16)) << 2) | base_code((unsigned char)(seq_v0_s.w >> 24));
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s12], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s13 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s13 = (base_code((unsigned char)(seq_v0_s.w >> 8)) << 6) | (base_code((unsigned char)(seq_v0_s.w >> 16)) << 4) | (base_code((unsigned char)(seq_v0_s.w >> 24)) << 2) | base_code(seq_v0_hi16_s);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s13], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s14 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s14 = (base_code((unsigned char)(seq_v0_s.w >> 16)) << 6) | (base_code((unsigned char)(seq_v0_s.w >> 24)) << 4) | (base_code(seq_v0_hi16_s) << 2) | base_code(seq_v0_hi17_s);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s14], 1);
            }
        }
        {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            int i_s15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
            if (i_s15 + 3 < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                unsigned int code_s15 = (base_code((unsigned char)(seq_v0_s.w >> 24)) << 6) | (base_code(seq_v0_hi16_s) << 4) | (base_code(seq_v0_hi17_s) << 2) | base_code(seq_v0_hi18_s);
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/kmer4_count.cu"
                atomicAdd(&counts[code_s15], 1);
            }
        }
    }
}
