__device__ unsigned int low_bits4(unsigned int w) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cu"
    return (w & 1u) | ((w >> 7) & 2u) | ((w >> 14) & 4u) | ((w >> 21) & 8u);
}

extern "C" __global__ void pack_bits_hand(const unsigned char* mask, unsigned int* words, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cu"
    if (32 * t < n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cu"
        uint4 a = ((const uint4*)mask)[2 * t];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cu"
        uint4 b = ((const uint4*)mask)[2 * t + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cu"
        words[t] = low_bits4(a.x) | (low_bits4(a.y) << 4) | (low_bits4(a.z) << 8) | (low_bits4(a.w) << 12) | (low_bits4(b.x) << 16) | (low_bits4(b.y) << 20) | (low_bits4(b.z) << 24) | (low_bits4(b.w) << 28);
    }
}
