extern "C" __global__ void rotl_xor_mix_cf2x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        unsigned int h_0 = in[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_0 = ((h_0 << 7) | (h_0 >> 25)) ^ (h_0 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_0 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_0 ^= h_0 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        out[i_0] = h_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        unsigned int h_1 = in[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_1 = ((h_1 << 7) | (h_1 >> 25)) ^ (h_1 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_1 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_1 ^= h_1 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        out[i_1] = h_1;
    }
}
