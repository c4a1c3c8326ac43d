extern "C" __global__ void bitplane_extract_hand(const unsigned char* in, unsigned char* planes, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cl"
    int q = n >> 2;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cl"
    if (t < q) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cl"
        unsigned int v = ((const unsigned int*)in)[t];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cl"
        for (int p = 0; p < 8; p++)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cl"
            ((unsigned int*)planes)[p * q + t] = (v >> p) & 16843009u;
    }
}
