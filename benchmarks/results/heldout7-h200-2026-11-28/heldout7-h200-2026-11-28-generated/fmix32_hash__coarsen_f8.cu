extern "C" __global__ void fmix32_hash_cf8x(const unsigned int* in, unsigned int* out, unsigned int seed, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_0 = in[i_0] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_0 ^= h_0 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_0 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_0 ^= h_0 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_0 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_0 ^= h_0 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_0] = h_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_1 = in[i_1] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_1 ^= h_1 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_1 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_1 ^= h_1 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_1 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_1 ^= h_1 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_1] = h_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_2 = in[i_2] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_2 ^= h_2 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_2 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_2 ^= h_2 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_2 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_2 ^= h_2 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_2] = h_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_3 = in[i_3] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_3 ^= h_3 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_3 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_3 ^= h_3 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_3 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_3 ^= h_3 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_3] = h_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_4 = in[i_4] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_4 ^= h_4 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_4 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_4 ^= h_4 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_4 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_4 ^= h_4 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_4] = h_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_5 = in[i_5] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_5 ^= h_5 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_5 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_5 ^= h_5 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_5 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_5 ^= h_5 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_5] = h_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_6 = in[i_6] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_6 ^= h_6 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_6 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_6 ^= h_6 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_6 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_6 ^= h_6 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_6] = h_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h_7 = in[i_7] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_7 ^= h_7 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_7 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_7 ^= h_7 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_7 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h_7 ^= h_7 >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i_7] = h_7;
    }
}
