extern "C" __global__ void ring_mask_u8_2d_opt(unsigned char* mask, int cx, int cy, int r_in, int r_out, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int ucond = ((int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    uint4 mask_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m0 = x_m0 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m0 = y_m0 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m0 = dx_m0 * dx_m0 + dy_m0 * dy_m0;
            mask_v0.x = (mask_v0.x & 4294967040u) | ((unsigned int)(d2_m0 >= r_in * r_in && d2_m0 <= r_out * r_out ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m1 = x_m1 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m1 = y_m1 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m1 = dx_m1 * dx_m1 + dy_m1 * dy_m1;
            mask_v0.x = (mask_v0.x & 4294902015u) | (((unsigned int)(d2_m1 >= r_in * r_in && d2_m1 <= r_out * r_out ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m2 = x_m2 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m2 = y_m2 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m2 = dx_m2 * dx_m2 + dy_m2 * dy_m2;
            mask_v0.x = (mask_v0.x & 4278255615u) | (((unsigned int)(d2_m2 >= r_in * r_in && d2_m2 <= r_out * r_out ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m3 = x_m3 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m3 = y_m3 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m3 = dx_m3 * dx_m3 + dy_m3 * dy_m3;
            mask_v0.x = (mask_v0.x & 16777215u) | (((unsigned int)(d2_m3 >= r_in * r_in && d2_m3 <= r_out * r_out ? 255 : 0) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m4 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m4 = x_m4 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m4 = y_m4 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m4 = dx_m4 * dx_m4 + dy_m4 * dy_m4;
            mask_v0.y = (mask_v0.y & 4294967040u) | ((unsigned int)(d2_m4 >= r_in * r_in && d2_m4 <= r_out * r_out ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m5 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m5 = x_m5 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m5 = y_m5 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m5 = dx_m5 * dx_m5 + dy_m5 * dy_m5;
            mask_v0.y = (mask_v0.y & 4294902015u) | (((unsigned int)(d2_m5 >= r_in * r_in && d2_m5 <= r_out * r_out ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m6 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m6 = x_m6 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m6 = y_m6 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m6 = dx_m6 * dx_m6 + dy_m6 * dy_m6;
            mask_v0.y = (mask_v0.y & 4278255615u) | (((unsigned int)(d2_m6 >= r_in * r_in && d2_m6 <= r_out * r_out ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m7 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m7 = x_m7 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m7 = y_m7 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m7 = dx_m7 * dx_m7 + dy_m7 * dy_m7;
            mask_v0.y = (mask_v0.y & 16777215u) | (((unsigned int)(d2_m7 >= r_in * r_in && d2_m7 <= r_out * r_out ? 255 : 0) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m8 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m8 = x_m8 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m8 = y_m8 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m8 = dx_m8 * dx_m8 + dy_m8 * dy_m8;
            mask_v0.z = (mask_v0.z & 4294967040u) | ((unsigned int)(d2_m8 >= r_in * r_in && d2_m8 <= r_out * r_out ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m9 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m9 = x_m9 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m9 = y_m9 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m9 = dx_m9 * dx_m9 + dy_m9 * dy_m9;
            mask_v0.z = (mask_v0.z & 4294902015u) | (((unsigned int)(d2_m9 >= r_in * r_in && d2_m9 <= r_out * r_out ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m10 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m10 = x_m10 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m10 = y_m10 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m10 = dx_m10 * dx_m10 + dy_m10 * dy_m10;
            mask_v0.z = (mask_v0.z & 4278255615u) | (((unsigned int)(d2_m10 >= r_in * r_in && d2_m10 <= r_out * r_out ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m11 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m11 = x_m11 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m11 = y_m11 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m11 = dx_m11 * dx_m11 + dy_m11 * dy_m11;
            mask_v0.z = (mask_v0.z & 16777215u) | (((unsigned int)(d2_m11 >= r_in * r_in && d2_m11 <= r_out * r_out ? 255 : 0) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m12 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m12 = x_m12 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m12 = y_m12 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m12 = dx_m12 * dx_m12 + dy_m12 * dy_m12;
            mask_v0.w = (mask_v0.w & 4294967040u) | ((unsigned int)(d2_m12 >= r_in * r_in && d2_m12 <= r_out * r_out ? 255 : 0) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m13 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m13 = x_m13 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m13 = y_m13 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m13 = dx_m13 * dx_m13 + dy_m13 * dy_m13;
            mask_v0.w = (mask_v0.w & 4294902015u) | (((unsigned int)(d2_m13 >= r_in * r_in && d2_m13 <= r_out * r_out ? 255 : 0) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m14 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m14 = x_m14 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m14 = y_m14 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m14 = dx_m14 * dx_m14 + dy_m14 * dy_m14;
            mask_v0.w = (mask_v0.w & 4278255615u) | (((unsigned int)(d2_m14 >= r_in * r_in && d2_m14 <= r_out * r_out ? 255 : 0) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int x_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        int y_m15 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_m15 = x_m15 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_m15 = y_m15 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_m15 = dx_m15 * dx_m15 + dy_m15 * dy_m15;
            mask_v0.w = (mask_v0.w & 16777215u) | (((unsigned int)(d2_m15 >= r_in * r_in && d2_m15 <= r_out * r_out ? 255 : 0) & 255u) << 24);
            *(uint4*)(&mask[y_m15 * width + x_m15] - 15) = mask_v0;
        }
    }
}
