extern "C" __global__ void xor_texture_u8_opt(unsigned char* img, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
    int ucond = ((int)(16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    uint4 img_v0;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m0 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.x = (img_v0.x & 4294967040u) | ((unsigned int)(unsigned char)(((x_m0 ^ y_m0) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m1 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.x = (img_v0.x & 4294902015u) | (((unsigned int)(unsigned char)(((x_m1 ^ y_m1) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m2 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.x = (img_v0.x & 4278255615u) | (((unsigned int)(unsigned char)(((x_m2 ^ y_m2) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m3 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.x = (img_v0.x & 16777215u) | (((unsigned int)(unsigned char)(((x_m3 ^ y_m3) * 7) & 255) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m4 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m4 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.y = (img_v0.y & 4294967040u) | ((unsigned int)(unsigned char)(((x_m4 ^ y_m4) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m5 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m5 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.y = (img_v0.y & 4294902015u) | (((unsigned int)(unsigned char)(((x_m5 ^ y_m5) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m6 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m6 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.y = (img_v0.y & 4278255615u) | (((unsigned int)(unsigned char)(((x_m6 ^ y_m6) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m7 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m7 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.y = (img_v0.y & 16777215u) | (((unsigned int)(unsigned char)(((x_m7 ^ y_m7) * 7) & 255) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m8 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m8 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.z = (img_v0.z & 4294967040u) | ((unsigned int)(unsigned char)(((x_m8 ^ y_m8) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m9 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 9ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m9 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.z = (img_v0.z & 4294902015u) | (((unsigned int)(unsigned char)(((x_m9 ^ y_m9) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m10 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 10ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m10 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.z = (img_v0.z & 4278255615u) | (((unsigned int)(unsigned char)(((x_m10 ^ y_m10) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m11 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 11ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m11 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.z = (img_v0.z & 16777215u) | (((unsigned int)(unsigned char)(((x_m11 ^ y_m11) * 7) & 255) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m12 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 12ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m12 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.w = (img_v0.w & 4294967040u) | ((unsigned int)(unsigned char)(((x_m12 ^ y_m12) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m13 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 13ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m13 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.w = (img_v0.w & 4294902015u) | (((unsigned int)(unsigned char)(((x_m13 ^ y_m13) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m14 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 14ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m14 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.w = (img_v0.w & 4278255615u) | (((unsigned int)(unsigned char)(((x_m14 ^ y_m14) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int x_m15 = 16ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 15ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        int y_m15 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cl"
        if (ucond) {
            img_v0.w = (img_v0.w & 16777215u) | (((unsigned int)(unsigned char)(((x_m15 ^ y_m15) * 7) & 255) & 255u) << 24);
            *(uint4*)(&img[y_m15 * width + x_m15] - 15) = img_v0;
        }
    }
}
