extern "C" __global__ void ct_window_u16_u8_opt(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int ucond = (int)(8u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 in_v0;
    uint2 out_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m0 = 8u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m0 = (int)(in_v0.x & 65535u) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m0 = d_m0 < 0 ? 0 : d_m0 > width ? width : d_m0;
            out_v1.x = (out_v1.x & 4294967040u) | ((unsigned int)(unsigned char)(d_m0 * 255 / width) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m1 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m1 = (int)(in_v0.x >> 16) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m1 = d_m1 < 0 ? 0 : d_m1 > width ? width : d_m1;
            out_v1.x = (out_v1.x & 4294902015u) | (((unsigned int)(unsigned char)(d_m1 * 255 / width) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m2 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m2 = (int)(in_v0.y & 65535u) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m2 = d_m2 < 0 ? 0 : d_m2 > width ? width : d_m2;
            out_v1.x = (out_v1.x & 4278255615u) | (((unsigned int)(unsigned char)(d_m2 * 255 / width) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m3 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m3 = (int)(in_v0.y >> 16) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m3 = d_m3 < 0 ? 0 : d_m3 > width ? width : d_m3;
            out_v1.x = (out_v1.x & 16777215u) | (((unsigned int)(unsigned char)(d_m3 * 255 / width) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m4 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m4 = (int)(in_v0.z & 65535u) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m4 = d_m4 < 0 ? 0 : d_m4 > width ? width : d_m4;
            out_v1.y = (out_v1.y & 4294967040u) | ((unsigned int)(unsigned char)(d_m4 * 255 / width) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m5 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m5 = (int)(in_v0.z >> 16) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m5 = d_m5 < 0 ? 0 : d_m5 > width ? width : d_m5;
            out_v1.y = (out_v1.y & 4294902015u) | (((unsigned int)(unsigned char)(d_m5 * 255 / width) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m6 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m6 = (int)(in_v0.w & 65535u) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m6 = d_m6 < 0 ? 0 : d_m6 > width ? width : d_m6;
            out_v1.y = (out_v1.y & 4278255615u) | (((unsigned int)(unsigned char)(d_m6 * 255 / width) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int i_m7 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            int d_m7 = (int)(in_v0.w >> 16) - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
            d_m7 = d_m7 < 0 ? 0 : d_m7 > width ? width : d_m7;
            out_v1.y = (out_v1.y & 16777215u) | (((unsigned int)(unsigned char)(d_m7 * 255 / width) & 255u) << 24);
            *(uint2*)(&out[i_m7] - 7) = out_v1;
        }
    }
}
