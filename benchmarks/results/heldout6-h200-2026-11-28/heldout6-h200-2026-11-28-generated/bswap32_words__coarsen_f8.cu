extern "C" __global__ void bswap32_words_cf8x(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_2 = in[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_2 = (w_2 >> 24) | ((w_2 >> 8) & 65280u) | ((w_2 << 8) & 16711680u) | (w_2 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_2] = s_2 ^ key;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_3 = in[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_3 = (w_3 >> 24) | ((w_3 >> 8) & 65280u) | ((w_3 << 8) & 16711680u) | (w_3 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_3] = s_3 ^ key;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_4 = in[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_4 = (w_4 >> 24) | ((w_4 >> 8) & 65280u) | ((w_4 << 8) & 16711680u) | (w_4 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_4] = s_4 ^ key;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_5 = in[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_5 = (w_5 >> 24) | ((w_5 >> 8) & 65280u) | ((w_5 << 8) & 16711680u) | (w_5 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_5] = s_5 ^ key;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_6 = in[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_6 = (w_6 >> 24) | ((w_6 >> 8) & 65280u) | ((w_6 << 8) & 16711680u) | (w_6 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_6] = s_6 ^ key;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int w_7 = in[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        unsigned int s_7 = (w_7 >> 24) | ((w_7 >> 8) & 65280u) | ((w_7 << 8) & 16711680u) | (w_7 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        out[i_7] = s_7 ^ key;
    }
}
