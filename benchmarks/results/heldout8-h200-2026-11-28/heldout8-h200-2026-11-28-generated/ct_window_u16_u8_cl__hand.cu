extern "C" __global__ void ct_window_u16_u8_hand(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
    if (8 * t < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        uint4 w = ((const uint4*)in)[t];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        unsigned int word[4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        word[0] = w.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        word[1] = w.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        word[2] = w.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        word[3] = w.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        unsigned int packed[2];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        packed[0] = 0u;
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        packed[1] = 0u;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        for (int k = 0; k < 8; k++) {
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
            unsigned int u = word[k / 2];
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
            int d = (int)(k % 2 == 0 ? u & 65535u : u >> 16) - lo;
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
            d = d < 0 ? 0 : d > width ? width : d;
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
            packed[k / 4] |= (unsigned int)(d * 255 / width) << (8 * (k % 4));
        }
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/ct_window_u16_u8_hand.cl"
        ((uint2*)out)[t] = make_uint2(packed[0], packed[1]);
    }
}
