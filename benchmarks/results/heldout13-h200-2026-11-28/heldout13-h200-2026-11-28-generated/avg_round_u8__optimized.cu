extern "C" __global__ void avg_round_u8_opt(const unsigned char* a, const unsigned char* b, unsigned char* avg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
    int ucond = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 avg_v0;
    uint4 a_v1;
    uint4 b_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            a_v1 = *(const uint4*)&a[i_m0];
            b_v2 = *(const uint4*)&b[i_m0];
            avg_v0.x = (avg_v0.x & 4294967040u) | ((unsigned int)(unsigned char)(((int)(a_v1.x & 255u) + (int)(b_v2.x & 255u) + 1) >> 1) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.x = (avg_v0.x & 4294902015u) | (((unsigned int)(unsigned char)(((int)((a_v1.x >> 8) & 255u) + (int)((b_v2.x >> 8) & 255u) + 1) >> 1) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.x = (avg_v0.x & 4278255615u) | (((unsigned int)(unsigned char)(((int)((a_v1.x >> 16) & 255u) + (int)((b_v2.x >> 16) & 255u) + 1) >> 1) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.x = (avg_v0.x & 16777215u) | (((unsigned int)(unsigned char)(((int)(a_v1.x >> 24) + (int)(b_v2.x >> 24) + 1) >> 1) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.y = (avg_v0.y & 4294967040u) | ((unsigned int)(unsigned char)(((int)(a_v1.y & 255u) + (int)(b_v2.y & 255u) + 1) >> 1) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.y = (avg_v0.y & 4294902015u) | (((unsigned int)(unsigned char)(((int)((a_v1.y >> 8) & 255u) + (int)((b_v2.y >> 8) & 255u) + 1) >> 1) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.y = (avg_v0.y & 4278255615u) | (((unsigned int)(unsigned char)(((int)((a_v1.y >> 16) & 255u) + (int)((b_v2.y >> 16) & 255u) + 1) >> 1) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.y = (avg_v0.y & 16777215u) | (((unsigned int)(unsigned char)(((int)(a_v1.y >> 24) + (int)(b_v2.y >> 24) + 1) >> 1) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.z = (avg_v0.z & 4294967040u) | ((unsigned int)(unsigned char)(((int)(a_v1.z & 255u) + (int)(b_v2.z & 255u) + 1) >> 1) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.z = (avg_v0.z & 4294902015u) | (((unsigned int)(unsigned char)(((int)((a_v1.z >> 8) & 255u) + (int)((b_v2.z >> 8) & 255u) + 1) >> 1) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.z = (avg_v0.z & 4278255615u) | (((unsigned int)(unsigned char)(((int)((a_v1.z >> 16) & 255u) + (int)((b_v2.z >> 16) & 255u) + 1) >> 1) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.z = (avg_v0.z & 16777215u) | (((unsigned int)(unsigned char)(((int)(a_v1.z >> 24) + (int)(b_v2.z >> 24) + 1) >> 1) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.w = (avg_v0.w & 4294967040u) | ((unsigned int)(unsigned char)(((int)(a_v1.w & 255u) + (int)(b_v2.w & 255u) + 1) >> 1) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.w = (avg_v0.w & 4294902015u) | (((unsigned int)(unsigned char)(((int)((a_v1.w >> 8) & 255u) + (int)((b_v2.w >> 8) & 255u) + 1) >> 1) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.w = (avg_v0.w & 4278255615u) | (((unsigned int)(unsigned char)(((int)((a_v1.w >> 16) & 255u) + (int)((b_v2.w >> 16) & 255u) + 1) >> 1) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        int i_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/avg_round_u8.cu"
        if (ucond) {
            avg_v0.w = (avg_v0.w & 16777215u) | (((unsigned int)(unsigned char)(((int)(a_v1.w >> 24) + (int)(b_v2.w >> 24) + 1) >> 1) & 255u) << 24);
            *(uint4*)(&avg[i_m15] - 15) = avg_v0;
        }
    }
}
