extern "C" __global__ void stereo_i16_split_cf16x_st32(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_0 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_0] = (float)pcm[2 * i_0] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_0] = (float)pcm[2 * i_0 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_1 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_1] = (float)pcm[2 * i_1] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_1] = (float)pcm[2 * i_1 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_2 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_2] = (float)pcm[2 * i_2] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_2] = (float)pcm[2 * i_2 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_3 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_3] = (float)pcm[2 * i_3] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_3] = (float)pcm[2 * i_3 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_4 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_4] = (float)pcm[2 * i_4] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_4] = (float)pcm[2 * i_4 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_5 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_5] = (float)pcm[2 * i_5] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_5] = (float)pcm[2 * i_5 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_6 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_6] = (float)pcm[2 * i_6] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_6] = (float)pcm[2 * i_6 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_7 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_7] = (float)pcm[2 * i_7] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_7] = (float)pcm[2 * i_7 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_8 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_8] = (float)pcm[2 * i_8] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_8] = (float)pcm[2 * i_8 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_9 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_9] = (float)pcm[2 * i_9] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_9] = (float)pcm[2 * i_9 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_10 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_10] = (float)pcm[2 * i_10] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_10] = (float)pcm[2 * i_10 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_11 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_11] = (float)pcm[2 * i_11] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_11] = (float)pcm[2 * i_11 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_12 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_12] = (float)pcm[2 * i_12] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_12] = (float)pcm[2 * i_12 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_13 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_13] = (float)pcm[2 * i_13] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_13] = (float)pcm[2 * i_13 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_14 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_14] = (float)pcm[2 * i_14] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_14] = (float)pcm[2 * i_14 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        if (i_15 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            left[i_15] = (float)pcm[2 * i_15] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
            right[i_15] = (float)pcm[2 * i_15 + 1] * (1.0f / 32768.0f);
        }
}
