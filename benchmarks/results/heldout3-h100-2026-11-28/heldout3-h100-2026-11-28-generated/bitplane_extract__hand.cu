extern "C" __global__ void bitplane_extract_hand(const unsigned char* in, unsigned char* planes, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cu"
    int q = n >> 2;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cu"
    if (t < q) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cu"
        unsigned int v = ((const unsigned int*)in)[t];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cu"
        for (int p = 0; p < 8; p++)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/bitplane_extract_hand.cu"
            ((unsigned int*)planes)[p * q + t] = (v >> p) & 16843009u;
    }
}
