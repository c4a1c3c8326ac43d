extern "C" __global__ void fmix32_hash_cf8x(const unsigned int* in, unsigned int* out, unsigned int seed, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
}
