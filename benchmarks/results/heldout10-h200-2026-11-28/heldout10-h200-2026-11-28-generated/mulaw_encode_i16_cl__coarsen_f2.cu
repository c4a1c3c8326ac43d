extern "C" __global__ void mulaw_encode_i16_cf2x(const short* pcm, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int s_0 = pcm[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int sign_0 = s_0 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int mag_0 = s_0 < 0 ? -s_0 : s_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        if (mag_0 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
            mag_0 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        mag_0 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int seg_0 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        for (int mask_0 = 16384; (mag_0 & mask_0) == 0 && seg_0 > 0; mask_0 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
            seg_0--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int step_0 = (mag_0 >> (seg_0 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        code[i_0] = (unsigned char)(~(sign_0 | (seg_0 << 4) | step_0) & 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int s_1 = pcm[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int sign_1 = s_1 < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int mag_1 = s_1 < 0 ? -s_1 : s_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        if (mag_1 > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
            mag_1 = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        mag_1 += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int seg_1 = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        for (int mask_1 = 16384; (mag_1 & mask_1) == 0 && seg_1 > 0; mask_1 >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
            seg_1--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int step_1 = (mag_1 >> (seg_1 + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        code[i_1] = (unsigned char)(~(sign_1 | (seg_1 << 4) | step_1) & 255);
    }
}
