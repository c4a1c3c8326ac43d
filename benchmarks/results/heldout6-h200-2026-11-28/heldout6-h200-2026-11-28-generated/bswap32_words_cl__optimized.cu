extern "C" __global__ void bswap32_words_opt(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 in_v0;
    uint4 out_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_m0 = in_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_m0 = (w_m0 >> 24) | ((w_m0 >> 8) & 65280u) | ((w_m0 << 8) & 16711680u) | (w_m0 << 24);
            out_v1.x = s_m0 ^ key;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_m1 = in_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_m1 = (w_m1 >> 24) | ((w_m1 >> 8) & 65280u) | ((w_m1 << 8) & 16711680u) | (w_m1 << 24);
            out_v1.y = s_m1 ^ key;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_m2 = in_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_m2 = (w_m2 >> 24) | ((w_m2 >> 8) & 65280u) | ((w_m2 << 8) & 16711680u) | (w_m2 << 24);
            out_v1.z = s_m2 ^ key;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int w_m3 = in_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cl"
            unsigned int s_m3 = (w_m3 >> 24) | ((w_m3 >> 8) & 65280u) | ((w_m3 << 8) & 16711680u) | (w_m3 << 24);
            out_v1.w = s_m3 ^ key;
            *(uint4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
