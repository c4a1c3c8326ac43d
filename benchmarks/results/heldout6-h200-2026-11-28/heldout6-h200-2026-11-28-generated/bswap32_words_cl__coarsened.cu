extern "C" __global__ void bswap32_words_cf16x_st32(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_0 = in[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_0 = (w_0 >> 24) | ((w_0 >> 8) & 65280u) | ((w_0 << 8) & 16711680u) | (w_0 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_0] = s_0 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_1 = in[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_1 = (w_1 >> 24) | ((w_1 >> 8) & 65280u) | ((w_1 << 8) & 16711680u) | (w_1 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_1] = s_1 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_2 = in[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_2 = (w_2 >> 24) | ((w_2 >> 8) & 65280u) | ((w_2 << 8) & 16711680u) | (w_2 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_2] = s_2 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_3 = in[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_3 = (w_3 >> 24) | ((w_3 >> 8) & 65280u) | ((w_3 << 8) & 16711680u) | (w_3 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_3] = s_3 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_4 = in[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_4 = (w_4 >> 24) | ((w_4 >> 8) & 65280u) | ((w_4 << 8) & 16711680u) | (w_4 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_4] = s_4 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_5 = in[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_5 = (w_5 >> 24) | ((w_5 >> 8) & 65280u) | ((w_5 << 8) & 16711680u) | (w_5 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_5] = s_5 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_6 = in[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_6 = (w_6 >> 24) | ((w_6 >> 8) & 65280u) | ((w_6 << 8) & 16711680u) | (w_6 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_6] = s_6 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_7 = in[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_7 = (w_7 >> 24) | ((w_7 >> 8) & 65280u) | ((w_7 << 8) & 16711680u) | (w_7 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_7] = s_7 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_8 = in[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_8 = (w_8 >> 24) | ((w_8 >> 8) & 65280u) | ((w_8 << 8) & 16711680u) | (w_8 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_8] = s_8 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_9 = in[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_9 = (w_9 >> 24) | ((w_9 >> 8) & 65280u) | ((w_9 << 8) & 16711680u) | (w_9 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_9] = s_9 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_10 = in[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_10 = (w_10 >> 24) | ((w_10 >> 8) & 65280u) | ((w_10 << 8) & 16711680u) | (w_10 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_10] = s_10 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_11 = in[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_11 = (w_11 >> 24) | ((w_11 >> 8) & 65280u) | ((w_11 << 8) & 16711680u) | (w_11 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_11] = s_11 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_12 = in[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_12 = (w_12 >> 24) | ((w_12 >> 8) & 65280u) | ((w_12 << 8) & 16711680u) | (w_12 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_12] = s_12 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_13 = in[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_13 = (w_13 >> 24) | ((w_13 >> 8) & 65280u) | ((w_13 << 8) & 16711680u) | (w_13 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_13] = s_13 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_14 = in[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_14 = (w_14 >> 24) | ((w_14 >> 8) & 65280u) | ((w_14 << 8) & 16711680u) | (w_14 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_14] = s_14 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_15 = in[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_15 = (w_15 >> 24) | ((w_15 >> 8) & 65280u) | ((w_15 << 8) & 16711680u) | (w_15 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            out[i_15] = s_15 ^ key;
        }
}
