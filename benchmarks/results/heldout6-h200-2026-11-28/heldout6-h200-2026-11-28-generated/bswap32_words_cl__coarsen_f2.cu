extern "C" __global__ void bswap32_words_cf2x(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
