extern "C" __global__ void mulaw_encode_i16_cf4x(const short* pcm, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int s_0 = pcm[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int sign_0 = s_0 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int mag_0 = s_0 < 0 ? -s_0 : s_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (mag_0 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_0 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        mag_0 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int seg_0 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        for (int mask_0 = 16384; (mag_0 & mask_0) == 0 && seg_0 > 0; mask_0 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            seg_0--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int step_0 = (mag_0 >> (seg_0 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        code[i_0] = (unsigned char)(~(sign_0 | (seg_0 << 4) | step_0) & 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int s_1 = pcm[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int sign_1 = s_1 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int mag_1 = s_1 < 0 ? -s_1 : s_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (mag_1 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_1 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        mag_1 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int seg_1 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        for (int mask_1 = 16384; (mag_1 & mask_1) == 0 && seg_1 > 0; mask_1 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            seg_1--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int step_1 = (mag_1 >> (seg_1 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        code[i_1] = (unsigned char)(~(sign_1 | (seg_1 << 4) | step_1) & 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int s_2 = pcm[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int sign_2 = s_2 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int mag_2 = s_2 < 0 ? -s_2 : s_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (mag_2 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_2 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        mag_2 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int seg_2 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        for (int mask_2 = 16384; (mag_2 & mask_2) == 0 && seg_2 > 0; mask_2 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            seg_2--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int step_2 = (mag_2 >> (seg_2 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        code[i_2] = (unsigned char)(~(sign_2 | (seg_2 << 4) | step_2) & 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int s_3 = pcm[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int sign_3 = s_3 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int mag_3 = s_3 < 0 ? -s_3 : s_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (mag_3 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_3 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        mag_3 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int seg_3 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        for (int mask_3 = 16384; (mag_3 & mask_3) == 0 && seg_3 > 0; mask_3 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            seg_3--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        int step_3 = (mag_3 >> (seg_3 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        code[i_3] = (unsigned char)(~(sign_3 | (seg_3 << 4) | step_3) & 255);
    }
}
