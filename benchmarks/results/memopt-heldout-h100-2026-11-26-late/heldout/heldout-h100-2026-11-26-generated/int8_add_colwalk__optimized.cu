extern "C" __global__ void int8_add_colwalk_opt(const char* a, const char* b, char* c, int width, int height) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
    int ucond = ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & ((int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < width);
    uint4 c_v0;
    uint4 a_v1;
    uint4 b_v2;
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            a_v1 = *(const uint4*)&a[r_m0 * width + col_m0];
            b_v2 = *(const uint4*)&b[r_m0 * width + col_m0];
            c_v0.x = (c_v0.x & 4294967040u) | ((unsigned int)(char)((char)a_v1.x + (char)b_v2.x) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.x = (c_v0.x & 4294902015u) | (((unsigned int)(char)((char)(a_v1.x >> 8) + (char)(b_v2.x >> 8)) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.x = (c_v0.x & 4278255615u) | (((unsigned int)(char)((char)(a_v1.x >> 16) + (char)(b_v2.x >> 16)) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.x = (c_v0.x & 16777215u) | (((unsigned int)(char)((char)(a_v1.x >> 24) + (char)(b_v2.x >> 24)) & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m4 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.y = (c_v0.y & 4294967040u) | ((unsigned int)(char)((char)a_v1.y + (char)b_v2.y) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m5 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.y = (c_v0.y & 4294902015u) | (((unsigned int)(char)((char)(a_v1.y >> 8) + (char)(b_v2.y >> 8)) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m6 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.y = (c_v0.y & 4278255615u) | (((unsigned int)(char)((char)(a_v1.y >> 16) + (char)(b_v2.y >> 16)) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m7 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.y = (c_v0.y & 16777215u) | (((unsigned int)(char)((char)(a_v1.y >> 24) + (char)(b_v2.y >> 24)) & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m8 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.z = (c_v0.z & 4294967040u) | ((unsigned int)(char)((char)a_v1.z + (char)b_v2.z) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m9 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.z = (c_v0.z & 4294902015u) | (((unsigned int)(char)((char)(a_v1.z >> 8) + (char)(b_v2.z >> 8)) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m10 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.z = (c_v0.z & 4278255615u) | (((unsigned int)(char)((char)(a_v1.z >> 16) + (char)(b_v2.z >> 16)) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m11 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.z = (c_v0.z & 16777215u) | (((unsigned int)(char)((char)(a_v1.z >> 24) + (char)(b_v2.z >> 24)) & 255u) << 24);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m12 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.w = (c_v0.w & 4294967040u) | ((unsigned int)(char)((char)a_v1.w + (char)b_v2.w) & 255u);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m13 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.w = (c_v0.w & 4294902015u) | (((unsigned int)(char)((char)(a_v1.w >> 8) + (char)(b_v2.w >> 8)) & 255u) << 8);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m14 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.w = (c_v0.w & 4278255615u) | (((unsigned int)(char)((char)(a_v1.w >> 16) + (char)(b_v2.w >> 16)) & 255u) << 16);
        }
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int r_m15 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        int col_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/int8_add_colwalk.cu"
        if (ucond) {
            c_v0.w = (c_v0.w & 16777215u) | (((unsigned int)(char)((char)(a_v1.w >> 24) + (char)(b_v2.w >> 24)) & 255u) << 24);
            *(uint4*)(&c[r_m15 * width + col_m15] - 15) = c_v0;
        }
    }
}
