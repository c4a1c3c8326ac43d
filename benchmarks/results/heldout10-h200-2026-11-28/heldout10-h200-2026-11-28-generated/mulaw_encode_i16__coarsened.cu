extern "C" __global__ void mulaw_encode_i16_cf16x_st32(const short* pcm, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
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
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
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
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_4 = pcm[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_4 = s_4 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_4 = s_4 < 0 ? -s_4 : s_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_4 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_4 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_4 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_4 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_4 = 16384; (mag_4 & mask_4) == 0 && seg_4 > 0; mask_4 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_4--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_4 = (mag_4 >> (seg_4 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_4] = (unsigned char)(~(sign_4 | (seg_4 << 4) | step_4) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_5 = pcm[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_5 = s_5 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_5 = s_5 < 0 ? -s_5 : s_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_5 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_5 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_5 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_5 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_5 = 16384; (mag_5 & mask_5) == 0 && seg_5 > 0; mask_5 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_5--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_5 = (mag_5 >> (seg_5 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_5] = (unsigned char)(~(sign_5 | (seg_5 << 4) | step_5) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_6 = pcm[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_6 = s_6 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_6 = s_6 < 0 ? -s_6 : s_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_6 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_6 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_6 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_6 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_6 = 16384; (mag_6 & mask_6) == 0 && seg_6 > 0; mask_6 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_6--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_6 = (mag_6 >> (seg_6 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_6] = (unsigned char)(~(sign_6 | (seg_6 << 4) | step_6) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_7 = pcm[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_7 = s_7 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_7 = s_7 < 0 ? -s_7 : s_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_7 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_7 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_7 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_7 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_7 = 16384; (mag_7 & mask_7) == 0 && seg_7 > 0; mask_7 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_7--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_7 = (mag_7 >> (seg_7 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_7] = (unsigned char)(~(sign_7 | (seg_7 << 4) | step_7) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_8 = pcm[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_8 = s_8 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_8 = s_8 < 0 ? -s_8 : s_8;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_8 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_8 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_8 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_8 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_8 = 16384; (mag_8 & mask_8) == 0 && seg_8 > 0; mask_8 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_8--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_8 = (mag_8 >> (seg_8 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_8] = (unsigned char)(~(sign_8 | (seg_8 << 4) | step_8) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_9 = pcm[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_9 = s_9 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_9 = s_9 < 0 ? -s_9 : s_9;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_9 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_9 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_9 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_9 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_9 = 16384; (mag_9 & mask_9) == 0 && seg_9 > 0; mask_9 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_9--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_9 = (mag_9 >> (seg_9 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_9] = (unsigned char)(~(sign_9 | (seg_9 << 4) | step_9) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_10 = pcm[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_10 = s_10 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_10 = s_10 < 0 ? -s_10 : s_10;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_10 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_10 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_10 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_10 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_10 = 16384; (mag_10 & mask_10) == 0 && seg_10 > 0; mask_10 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_10--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_10 = (mag_10 >> (seg_10 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_10] = (unsigned char)(~(sign_10 | (seg_10 << 4) | step_10) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_11 = pcm[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_11 = s_11 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_11 = s_11 < 0 ? -s_11 : s_11;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_11 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_11 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_11 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_11 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_11 = 16384; (mag_11 & mask_11) == 0 && seg_11 > 0; mask_11 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_11--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_11 = (mag_11 >> (seg_11 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_11] = (unsigned char)(~(sign_11 | (seg_11 << 4) | step_11) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_12 = pcm[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_12 = s_12 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_12 = s_12 < 0 ? -s_12 : s_12;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_12 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_12 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_12 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_12 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_12 = 16384; (mag_12 & mask_12) == 0 && seg_12 > 0; mask_12 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_12--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_12 = (mag_12 >> (seg_12 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_12] = (unsigned char)(~(sign_12 | (seg_12 << 4) | step_12) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_13 = pcm[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_13 = s_13 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_13 = s_13 < 0 ? -s_13 : s_13;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_13 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_13 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_13 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_13 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_13 = 16384; (mag_13 & mask_13) == 0 && seg_13 > 0; mask_13 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_13--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_13 = (mag_13 >> (seg_13 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_13] = (unsigned char)(~(sign_13 | (seg_13 << 4) | step_13) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_14 = pcm[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_14 = s_14 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_14 = s_14 < 0 ? -s_14 : s_14;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_14 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_14 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_14 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_14 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_14 = 16384; (mag_14 & mask_14) == 0 && seg_14 > 0; mask_14 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_14--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_14 = (mag_14 >> (seg_14 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_14] = (unsigned char)(~(sign_14 | (seg_14 << 4) | step_14) & 255);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int s_15 = pcm[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int sign_15 = s_15 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int mag_15 = s_15 < 0 ? -s_15 : s_15;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            if (mag_15 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                mag_15 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            mag_15 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int seg_15 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            for (int mask_15 = 16384; (mag_15 & mask_15) == 0 && seg_15 > 0; mask_15 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
                seg_15--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            int step_15 = (mag_15 >> (seg_15 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cu"
            code[i_15] = (unsigned char)(~(sign_15 | (seg_15 << 4) | step_15) & 255);
        }
}
