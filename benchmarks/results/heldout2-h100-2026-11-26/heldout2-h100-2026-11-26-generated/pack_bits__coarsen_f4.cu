extern "C" __global__ void pack_bits_cf4x(const unsigned char* mask, unsigned int* words, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    int t_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    int t_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    int t_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    int t_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    if (32 * t_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        unsigned int w_0 = 0u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        for (int k_0 = 0; k_0 < 32; k_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
            w_0 |= (unsigned int)(mask[32 * t_0 + k_0] & 1) << k_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        words[t_0] = w_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    if (32 * t_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        unsigned int w_1 = 0u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        for (int k_1 = 0; k_1 < 32; k_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
            w_1 |= (unsigned int)(mask[32 * t_1 + k_1] & 1) << k_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        words[t_1] = w_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    if (32 * t_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        unsigned int w_2 = 0u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        for (int k_2 = 0; k_2 < 32; k_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
            w_2 |= (unsigned int)(mask[32 * t_2 + k_2] & 1) << k_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        words[t_2] = w_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
    if (32 * t_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        unsigned int w_3 = 0u;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        for (int k_3 = 0; k_3 < 32; k_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
            w_3 |= (unsigned int)(mask[32 * t_3 + k_3] & 1) << k_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cu"
        words[t_3] = w_3;
    }
}
