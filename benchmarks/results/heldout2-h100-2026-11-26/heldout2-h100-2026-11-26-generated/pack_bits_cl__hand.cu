__device__ unsigned int low_bits4(unsigned int w) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cl"
    return (w & 1u) | ((w >> 7) & 2u) | ((w >> 14) & 4u) | ((w >> 21) & 8u);
}

extern "C" __global__ void pack_bits_hand(const unsigned char* mask, unsigned int* words, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cl"
    if (32 * t < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cl"
        uint4 a = ((const uint4*)mask)[2 * t];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cl"
        uint4 b = ((const uint4*)mask)[2 * t + 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/pack_bits_hand.cl"
        words[t] = low_bits4(a.x) | (low_bits4(a.y) << 4) | (low_bits4(a.z) << 8) | (low_bits4(a.w) << 12) | (low_bits4(b.x) << 16) | (low_bits4(b.y) << 20) | (low_bits4(b.z) << 24) | (low_bits4(b.w) << 28);
    }
}
