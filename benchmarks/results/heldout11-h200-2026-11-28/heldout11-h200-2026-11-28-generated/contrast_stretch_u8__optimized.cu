extern "C" __global__ void contrast_stretch_u8_opt(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int ucond = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 src_v0;
    uint4 dst_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
            src_v0 = *(const uint4*)&src[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m0 = ((int)(src_v0.x & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m0 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m0 = v_m0 >= 0 ? v_m0 / range_m0 : -((-v_m0 + range_m0 - 1) / range_m0);
            dst_v1.x = (dst_v1.x & 4294967040u) | ((unsigned int)(unsigned char)min(max(q_m0, 0), 255) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m1 = ((int)((src_v0.x >> 8) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m1 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m1 = v_m1 >= 0 ? v_m1 / range_m1 : -((-v_m1 + range_m1 - 1) / range_m1);
            dst_v1.x = (dst_v1.x & 4294902015u) | (((unsigned int)(unsigned char)min(max(q_m1, 0), 255) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m2 = ((int)((src_v0.x >> 16) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m2 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m2 = v_m2 >= 0 ? v_m2 / range_m2 : -((-v_m2 + range_m2 - 1) / range_m2);
            dst_v1.x = (dst_v1.x & 4278255615u) | (((unsigned int)(unsigned char)min(max(q_m2, 0), 255) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m3 = ((int)(src_v0.x >> 24) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m3 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m3 = v_m3 >= 0 ? v_m3 / range_m3 : -((-v_m3 + range_m3 - 1) / range_m3);
            dst_v1.x = (dst_v1.x & 16777215u) | (((unsigned int)(unsigned char)min(max(q_m3, 0), 255) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m4 = ((int)(src_v0.y & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m4 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m4 = v_m4 >= 0 ? v_m4 / range_m4 : -((-v_m4 + range_m4 - 1) / range_m4);
            dst_v1.y = (dst_v1.y & 4294967040u) | ((unsigned int)(unsigned char)min(max(q_m4, 0), 255) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m5 = ((int)((src_v0.y >> 8) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m5 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m5 = v_m5 >= 0 ? v_m5 / range_m5 : -((-v_m5 + range_m5 - 1) / range_m5);
            dst_v1.y = (dst_v1.y & 4294902015u) | (((unsigned int)(unsigned char)min(max(q_m5, 0), 255) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m6 = ((int)((src_v0.y >> 16) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m6 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m6 = v_m6 >= 0 ? v_m6 / range_m6 : -((-v_m6 + range_m6 - 1) / range_m6);
            dst_v1.y = (dst_v1.y & 4278255615u) | (((unsigned int)(unsigned char)min(max(q_m6, 0), 255) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m7 = ((int)(src_v0.y >> 24) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m7 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m7 = v_m7 >= 0 ? v_m7 / range_m7 : -((-v_m7 + range_m7 - 1) / range_m7);
            dst_v1.y = (dst_v1.y & 16777215u) | (((unsigned int)(unsigned char)min(max(q_m7, 0), 255) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m8 = ((int)(src_v0.z & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m8 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m8 = v_m8 >= 0 ? v_m8 / range_m8 : -((-v_m8 + range_m8 - 1) / range_m8);
            dst_v1.z = (dst_v1.z & 4294967040u) | ((unsigned int)(unsigned char)min(max(q_m8, 0), 255) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m9 = ((int)((src_v0.z >> 8) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m9 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m9 = v_m9 >= 0 ? v_m9 / range_m9 : -((-v_m9 + range_m9 - 1) / range_m9);
            dst_v1.z = (dst_v1.z & 4294902015u) | (((unsigned int)(unsigned char)min(max(q_m9, 0), 255) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m10 = ((int)((src_v0.z >> 16) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m10 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m10 = v_m10 >= 0 ? v_m10 / range_m10 : -((-v_m10 + range_m10 - 1) / range_m10);
            dst_v1.z = (dst_v1.z & 4278255615u) | (((unsigned int)(unsigned char)min(max(q_m10, 0), 255) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m11 = ((int)(src_v0.z >> 24) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m11 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m11 = v_m11 >= 0 ? v_m11 / range_m11 : -((-v_m11 + range_m11 - 1) / range_m11);
            dst_v1.z = (dst_v1.z & 16777215u) | (((unsigned int)(unsigned char)min(max(q_m11, 0), 255) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m12 = ((int)(src_v0.w & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m12 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m12 = v_m12 >= 0 ? v_m12 / range_m12 : -((-v_m12 + range_m12 - 1) / range_m12);
            dst_v1.w = (dst_v1.w & 4294967040u) | ((unsigned int)(unsigned char)min(max(q_m12, 0), 255) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m13 = ((int)((src_v0.w >> 8) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m13 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m13 = v_m13 >= 0 ? v_m13 / range_m13 : -((-v_m13 + range_m13 - 1) / range_m13);
            dst_v1.w = (dst_v1.w & 4294902015u) | (((unsigned int)(unsigned char)min(max(q_m13, 0), 255) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m14 = ((int)((src_v0.w >> 16) & 255u) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m14 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m14 = v_m14 >= 0 ? v_m14 / range_m14 : -((-v_m14 + range_m14 - 1) / range_m14);
            dst_v1.w = (dst_v1.w & 4278255615u) | (((unsigned int)(unsigned char)min(max(q_m14, 0), 255) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int i_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int v_m15 = ((int)(src_v0.w >> 24) - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int range_m15 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
            int q_m15 = v_m15 >= 0 ? v_m15 / range_m15 : -((-v_m15 + range_m15 - 1) / range_m15);
            dst_v1.w = (dst_v1.w & 16777215u) | (((unsigned int)(unsigned char)min(max(q_m15, 0), 255) & 255u) << 24);
            *(uint4*)(&dst[i_m15] - 15) = dst_v1;
        }
    }
}
