extern "C" __global__ void fmix32_hash(const unsigned int* in, unsigned int* out, unsigned int seed, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        unsigned int h = in[i] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h ^= h >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h ^= h >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        h ^= h >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        out[i] = h;
    }
}
