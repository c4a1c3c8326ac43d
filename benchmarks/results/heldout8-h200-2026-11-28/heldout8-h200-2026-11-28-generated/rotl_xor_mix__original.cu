extern "C" __global__ void rotl_xor_mix(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h = in[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h = ((h << 7) | (h >> 25)) ^ (h >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h ^= h >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i] = h;
    }
}
