extern "C" __global__ void fmix32_hash_cf16x_st32(const unsigned int* in, unsigned int* out, unsigned int seed, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_0 = in[i_0] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_0 ^= h_0 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_0 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_0 ^= h_0 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_0 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_0 ^= h_0 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_0] = h_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_1 = in[i_1] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_1 ^= h_1 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_1 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_1 ^= h_1 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_1 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_1 ^= h_1 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_1] = h_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_2 = in[i_2] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_2 ^= h_2 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_2 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_2 ^= h_2 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_2 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_2 ^= h_2 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_2] = h_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_3 = in[i_3] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_3 ^= h_3 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_3 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_3 ^= h_3 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_3 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_3 ^= h_3 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_3] = h_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_4 = in[i_4] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_4 ^= h_4 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_4 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_4 ^= h_4 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_4 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_4 ^= h_4 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_4] = h_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_5 = in[i_5] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_5 ^= h_5 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_5 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_5 ^= h_5 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_5 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_5 ^= h_5 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_5] = h_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_6 = in[i_6] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_6 ^= h_6 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_6 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_6 ^= h_6 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_6 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_6 ^= h_6 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_6] = h_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_7 = in[i_7] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_7 ^= h_7 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_7 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_7 ^= h_7 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_7 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_7 ^= h_7 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_7] = h_7;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_8 = in[i_8] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_8 ^= h_8 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_8 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_8 ^= h_8 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_8 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_8 ^= h_8 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_8] = h_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_9 = in[i_9] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_9 ^= h_9 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_9 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_9 ^= h_9 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_9 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_9 ^= h_9 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_9] = h_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_10 = in[i_10] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_10 ^= h_10 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_10 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_10 ^= h_10 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_10 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_10 ^= h_10 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_10] = h_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_11 = in[i_11] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_11 ^= h_11 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_11 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_11 ^= h_11 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_11 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_11 ^= h_11 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_11] = h_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_12 = in[i_12] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_12 ^= h_12 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_12 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_12 ^= h_12 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_12 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_12 ^= h_12 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_12] = h_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_13 = in[i_13] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_13 ^= h_13 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_13 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_13 ^= h_13 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_13 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_13 ^= h_13 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_13] = h_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_14 = in[i_14] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_14 ^= h_14 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_14 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_14 ^= h_14 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_14 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_14 ^= h_14 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_14] = h_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            unsigned int h_15 = in[i_15] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_15 ^= h_15 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_15 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_15 ^= h_15 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_15 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            h_15 ^= h_15 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
            out[i_15] = h_15;
        }
}
