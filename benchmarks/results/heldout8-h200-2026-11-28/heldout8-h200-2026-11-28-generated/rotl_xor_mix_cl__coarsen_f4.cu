extern "C" __global__ void rotl_xor_mix_cf4x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        unsigned int h_2 = in[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_2 = ((h_2 << 7) | (h_2 >> 25)) ^ (h_2 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_2 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_2 ^= h_2 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        out[i_2] = h_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        unsigned int h_3 = in[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_3 = ((h_3 << 7) | (h_3 >> 25)) ^ (h_3 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_3 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        h_3 ^= h_3 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        out[i_3] = h_3;
    }
}
