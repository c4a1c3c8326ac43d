extern "C" __global__ void bswap32_words_cf2x(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_0 = in[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_0 = (w_0 >> 24) | ((w_0 >> 8) & 65280u) | ((w_0 << 8) & 16711680u) | (w_0 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_0] = s_0 ^ key;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_1 = in[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_1 = (w_1 >> 24) | ((w_1 >> 8) & 65280u) | ((w_1 << 8) & 16711680u) | (w_1 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_1] = s_1 ^ key;
    }
}
