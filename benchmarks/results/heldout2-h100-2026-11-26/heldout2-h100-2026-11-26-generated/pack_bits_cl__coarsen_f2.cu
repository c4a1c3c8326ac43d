extern "C" __global__ void pack_bits_cf2x(const unsigned char* mask, unsigned int* words, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    if (32 * t_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        unsigned int w_0 = 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        for (int k_0 = 0; k_0 < 32; k_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
            w_0 |= (unsigned int)(mask[32 * t_0 + k_0] & 1) << k_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        words[t_0] = w_0;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    if (32 * t_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        unsigned int w_1 = 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
            w_1 |= (unsigned int)(mask[32 * t_1 + k_1] & 1) << k_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        words[t_1] = w_1;
    }
}
