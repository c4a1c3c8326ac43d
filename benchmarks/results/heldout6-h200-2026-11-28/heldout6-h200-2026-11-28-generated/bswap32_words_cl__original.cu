extern "C" __global__ void bswap32_words(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int w = in[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        unsigned int s = (w >> 24) | ((w >> 8) & 65280u) | ((w << 8) & 16711680u) | (w << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        out[i] = s ^ key;
    }
}
