extern "C" __global__ void rotl_xor_mix(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        unsigned int h = in[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h = ((h << 7) | (h >> 25)) ^ (h >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h ^= h >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        out[i] = h;
    }
}
