extern "C" __global__ void mulaw_encode_i16_opt(const short* pcm, unsigned char* code, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int ucond = (int)(8u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 pcm_v0;
    uint2 code_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m0 = 8u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
            pcm_v0 = *(const uint4*)&pcm[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m0 = (short)pcm_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m0 = s_m0 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m0 = s_m0 < 0 ? -s_m0 : s_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m0 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m0 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m0 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m0 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m0 = 16384; (mag_m0 & mask_m0) == 0 && seg_m0 > 0; mask_m0 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m0--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m0 = (mag_m0 >> (seg_m0 + 3)) & 15;
            code_v1.x = (code_v1.x & 4294967040u) | ((unsigned int)(unsigned char)(~(sign_m0 | (seg_m0 << 4) | step_m0) & 255) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m1 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m1 = (short)(pcm_v0.x >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m1 = s_m1 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m1 = s_m1 < 0 ? -s_m1 : s_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m1 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m1 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m1 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m1 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m1 = 16384; (mag_m1 & mask_m1) == 0 && seg_m1 > 0; mask_m1 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m1--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m1 = (mag_m1 >> (seg_m1 + 3)) & 15;
            code_v1.x = (code_v1.x & 4294902015u) | (((unsigned int)(unsigned char)(~(sign_m1 | (seg_m1 << 4) | step_m1) & 255) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m2 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m2 = (short)pcm_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m2 = s_m2 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m2 = s_m2 < 0 ? -s_m2 : s_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m2 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m2 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m2 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m2 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m2 = 16384; (mag_m2 & mask_m2) == 0 && seg_m2 > 0; mask_m2 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m2--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m2 = (mag_m2 >> (seg_m2 + 3)) & 15;
            code_v1.x = (code_v1.x & 4278255615u) | (((unsigned int)(unsigned char)(~(sign_m2 | (seg_m2 << 4) | step_m2) & 255) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m3 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m3 = (short)(pcm_v0.y >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m3 = s_m3 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m3 = s_m3 < 0 ? -s_m3 : s_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m3 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m3 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m3 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m3 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m3 = 16384; (mag_m3 & mask_m3) == 0 && seg_m3 > 0; mask_m3 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m3--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m3 = (mag_m3 >> (seg_m3 + 3)) & 15;
            code_v1.x = (code_v1.x & 16777215u) | (((unsigned int)(unsigned char)(~(sign_m3 | (seg_m3 << 4) | step_m3) & 255) & 255u) << 24);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m4 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m4 = (short)pcm_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m4 = s_m4 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m4 = s_m4 < 0 ? -s_m4 : s_m4;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m4 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m4 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m4 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m4 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m4 = 16384; (mag_m4 & mask_m4) == 0 && seg_m4 > 0; mask_m4 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m4--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m4 = (mag_m4 >> (seg_m4 + 3)) & 15;
            code_v1.y = (code_v1.y & 4294967040u) | ((unsigned int)(unsigned char)(~(sign_m4 | (seg_m4 << 4) | step_m4) & 255) & 255u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m5 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m5 = (short)(pcm_v0.z >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m5 = s_m5 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m5 = s_m5 < 0 ? -s_m5 : s_m5;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m5 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m5 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m5 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m5 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m5 = 16384; (mag_m5 & mask_m5) == 0 && seg_m5 > 0; mask_m5 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m5--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m5 = (mag_m5 >> (seg_m5 + 3)) & 15;
            code_v1.y = (code_v1.y & 4294902015u) | (((unsigned int)(unsigned char)(~(sign_m5 | (seg_m5 << 4) | step_m5) & 255) & 255u) << 8);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m6 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m6 = (short)pcm_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m6 = s_m6 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m6 = s_m6 < 0 ? -s_m6 : s_m6;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m6 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m6 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m6 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m6 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m6 = 16384; (mag_m6 & mask_m6) == 0 && seg_m6 > 0; mask_m6 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m6--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m6 = (mag_m6 >> (seg_m6 + 3)) & 15;
            code_v1.y = (code_v1.y & 4278255615u) | (((unsigned int)(unsigned char)(~(sign_m6 | (seg_m6 << 4) | step_m6) & 255) & 255u) << 16);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int i_m7 = 8u * (blockIdx.x * blockDim.x + threadIdx.x) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_m7 = (short)(pcm_v0.w >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_m7 = s_m7 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_m7 = s_m7 < 0 ? -s_m7 : s_m7;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_m7 > 32635) {
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_m7 = 32635;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_m7 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_m7 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_m7 = 16384; (mag_m7 & mask_m7) == 0 && seg_m7 > 0; mask_m7 >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_m7--;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_m7 = (mag_m7 >> (seg_m7 + 3)) & 15;
            code_v1.y = (code_v1.y & 16777215u) | (((unsigned int)(unsigned char)(~(sign_m7 | (seg_m7 << 4) | step_m7) & 255) & 255u) << 24);
            *(uint2*)(&code[i_m7] - 7) = code_v1;
        }
    }
}
