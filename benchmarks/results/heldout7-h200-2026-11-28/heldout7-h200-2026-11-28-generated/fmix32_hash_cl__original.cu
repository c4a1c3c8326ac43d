extern "C" __global__ void fmix32_hash(const unsigned int* in, unsigned int* out, unsigned int seed, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        unsigned int h = in[i] ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        h ^= h >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        h *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        h ^= h >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        h *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        h ^= h >> 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cl"
        out[i] = h;
    }
}
