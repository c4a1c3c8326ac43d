extern "C" __global__ void xor_texture_u8_opt(unsigned char* img, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
    int ucond = ((int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    uint4 img_v0;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.x = (img_v0.x & 4294967040u) | ((unsigned int)(unsigned char)(((x_m0 ^ y_m0) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.x = (img_v0.x & 4294902015u) | (((unsigned int)(unsigned char)(((x_m1 ^ y_m1) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.x = (img_v0.x & 4278255615u) | (((unsigned int)(unsigned char)(((x_m2 ^ y_m2) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.x = (img_v0.x & 16777215u) | (((unsigned int)(unsigned char)(((x_m3 ^ y_m3) * 7) & 255) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m4 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.y = (img_v0.y & 4294967040u) | ((unsigned int)(unsigned char)(((x_m4 ^ y_m4) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m5 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.y = (img_v0.y & 4294902015u) | (((unsigned int)(unsigned char)(((x_m5 ^ y_m5) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m6 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.y = (img_v0.y & 4278255615u) | (((unsigned int)(unsigned char)(((x_m6 ^ y_m6) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m7 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.y = (img_v0.y & 16777215u) | (((unsigned int)(unsigned char)(((x_m7 ^ y_m7) * 7) & 255) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m8 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.z = (img_v0.z & 4294967040u) | ((unsigned int)(unsigned char)(((x_m8 ^ y_m8) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m9 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.z = (img_v0.z & 4294902015u) | (((unsigned int)(unsigned char)(((x_m9 ^ y_m9) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m10 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.z = (img_v0.z & 4278255615u) | (((unsigned int)(unsigned char)(((x_m10 ^ y_m10) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m11 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.z = (img_v0.z & 16777215u) | (((unsigned int)(unsigned char)(((x_m11 ^ y_m11) * 7) & 255) & 255u) << 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m12 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.w = (img_v0.w & 4294967040u) | ((unsigned int)(unsigned char)(((x_m12 ^ y_m12) * 7) & 255) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m13 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.w = (img_v0.w & 4294902015u) | (((unsigned int)(unsigned char)(((x_m13 ^ y_m13) * 7) & 255) & 255u) << 8);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m14 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.w = (img_v0.w & 4278255615u) | (((unsigned int)(unsigned char)(((x_m14 ^ y_m14) * 7) & 255) & 255u) << 16);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int x_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        int y_m15 = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/xor_texture_u8.cu"
        if (ucond) {
            img_v0.w = (img_v0.w & 16777215u) | (((unsigned int)(unsigned char)(((x_m15 ^ y_m15) * 7) & 255) & 255u) << 24);
            *(uint4*)(&img[y_m15 * width + x_m15] - 15) = img_v0;
        }
    }
}
