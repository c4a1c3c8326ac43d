extern "C" __global__ void u8_levels_adjust_opt(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    int ucond = (int)(16u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 src_v0;
    uint4 dst_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m0 = 16u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
            src_v0 = *(const uint4*)&src[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m0 = min(max((int)(src_v0.x & 255u), lo), hi);
            dst_v1.x = (dst_v1.x & 4294967040u) | ((unsigned int)(unsigned char)((v_m0 - lo) * 255 / (hi - lo)) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m1 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m1 = min(max((int)((src_v0.x >> 8) & 255u), lo), hi);
            dst_v1.x = (dst_v1.x & 4294902015u) | (((unsigned int)(unsigned char)((v_m1 - lo) * 255 / (hi - lo)) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m2 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m2 = min(max((int)((src_v0.x >> 16) & 255u), lo), hi);
            dst_v1.x = (dst_v1.x & 4278255615u) | (((unsigned int)(unsigned char)((v_m2 - lo) * 255 / (hi - lo)) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m3 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m3 = min(max((int)(src_v0.x >> 24), lo), hi);
            dst_v1.x = (dst_v1.x & 16777215u) | (((unsigned int)(unsigned char)((v_m3 - lo) * 255 / (hi - lo)) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m4 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m4 = min(max((int)(src_v0.y & 255u), lo), hi);
            dst_v1.y = (dst_v1.y & 4294967040u) | ((unsigned int)(unsigned char)((v_m4 - lo) * 255 / (hi - lo)) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m5 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m5 = min(max((int)((src_v0.y >> 8) & 255u), lo), hi);
            dst_v1.y = (dst_v1.y & 4294902015u) | (((unsigned int)(unsigned char)((v_m5 - lo) * 255 / (hi - lo)) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m6 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m6 = min(max((int)((src_v0.y >> 16) & 255u), lo), hi);
            dst_v1.y = (dst_v1.y & 4278255615u) | (((unsigned int)(unsigned char)((v_m6 - lo) * 255 / (hi - lo)) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m7 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m7 = min(max((int)(src_v0.y >> 24), lo), hi);
            dst_v1.y = (dst_v1.y & 16777215u) | (((unsigned int)(unsigned char)((v_m7 - lo) * 255 / (hi - lo)) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m8 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m8 = min(max((int)(src_v0.z & 255u), lo), hi);
            dst_v1.z = (dst_v1.z & 4294967040u) | ((unsigned int)(unsigned char)((v_m8 - lo) * 255 / (hi - lo)) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m9 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 9u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m9 = min(max((int)((src_v0.z >> 8) & 255u), lo), hi);
            dst_v1.z = (dst_v1.z & 4294902015u) | (((unsigned int)(unsigned char)((v_m9 - lo) * 255 / (hi - lo)) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m10 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 10u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m10 = min(max((int)((src_v0.z >> 16) & 255u), lo), hi);
            dst_v1.z = (dst_v1.z & 4278255615u) | (((unsigned int)(unsigned char)((v_m10 - lo) * 255 / (hi - lo)) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m11 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 11u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m11 = min(max((int)(src_v0.z >> 24), lo), hi);
            dst_v1.z = (dst_v1.z & 16777215u) | (((unsigned int)(unsigned char)((v_m11 - lo) * 255 / (hi - lo)) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m12 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 12u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m12 = min(max((int)(src_v0.w & 255u), lo), hi);
            dst_v1.w = (dst_v1.w & 4294967040u) | ((unsigned int)(unsigned char)((v_m12 - lo) * 255 / (hi - lo)) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m13 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 13u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m13 = min(max((int)((src_v0.w >> 8) & 255u), lo), hi);
            dst_v1.w = (dst_v1.w & 4294902015u) | (((unsigned int)(unsigned char)((v_m13 - lo) * 255 / (hi - lo)) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m14 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 14u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m14 = min(max((int)((src_v0.w >> 16) & 255u), lo), hi);
            dst_v1.w = (dst_v1.w & 4278255615u) | (((unsigned int)(unsigned char)((v_m14 - lo) * 255 / (hi - lo)) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int i_m15 = 16u * (blockIdx.x * blockDim.x + threadIdx.x) + 15u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
            int v_m15 = min(max((int)(src_v0.w >> 24), lo), hi);
            dst_v1.w = (dst_v1.w & 16777215u) | (((unsigned int)(unsigned char)((v_m15 - lo) * 255 / (hi - lo)) & 255u) << 24);
            *(uint4*)(&dst[i_m15] - 15) = dst_v1;
        }
    }
}
