extern "C" __global__ void pack_bits(const unsigned char* mask, unsigned int* words, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    if (32 * t < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        unsigned int w = 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        for (int k = 0; k < 32; k++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
            w |= (unsigned int)(mask[32 * t + k] & 1) << k;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        words[t] = w;
    }
}
