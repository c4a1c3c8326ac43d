extern "C" __global__ void bswap32_words_cf8x(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int w_1 = in[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int s_1 = (w_1 >> 24) | ((w_1 >> 8) & 65280u) | ((w_1 << 8) & 16711680u) | (w_1 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        out[i_1] = s_1 ^ key;
    }
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
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int w_3 = in[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int s_3 = (w_3 >> 24) | ((w_3 >> 8) & 65280u) | ((w_3 << 8) & 16711680u) | (w_3 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        out[i_3] = s_3 ^ key;
    }
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
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int w_5 = in[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int s_5 = (w_5 >> 24) | ((w_5 >> 8) & 65280u) | ((w_5 << 8) & 16711680u) | (w_5 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        out[i_5] = s_5 ^ key;
    }
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
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int w_7 = in[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int s_7 = (w_7 >> 24) | ((w_7 >> 8) & 65280u) | ((w_7 << 8) & 16711680u) | (w_7 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        out[i_7] = s_7 ^ key;
    }
}
