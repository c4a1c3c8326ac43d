extern "C" __global__ void pack_bits(const unsigned char* mask, unsigned int* words, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    if (32 * t < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        unsigned int w = 0u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        for (int k = 0; k < 32; k++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
            w |= (unsigned int)(mask[32 * t + k] & 1) << k;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        words[t] = w;
    }
}
