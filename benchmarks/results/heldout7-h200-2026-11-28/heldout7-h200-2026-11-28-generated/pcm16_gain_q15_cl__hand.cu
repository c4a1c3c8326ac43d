extern "C" __global__ void pcm16_gain_q15_hand(const short* in, short* out, int gain, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
    if (8 * t < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        uint4 w = ((const uint4*)in)[t];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        unsigned int word[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        word[0] = w.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        word[1] = w.y;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        word[2] = w.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        word[3] = w.w;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        for (int k = 0; k < 4; k++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            int lo = (int)(short)(word[k] & 65535u);
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            int hi = (int)(short)(word[k] >> 16);
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            lo = (lo * gain + 16384) >> 15;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            hi = (hi * gain + 16384) >> 15;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            lo = lo > 32767 ? 32767 : lo < -32768 ? -32768 : lo;
#line 22 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            hi = hi > 32767 ? 32767 : hi < -32768 ? -32768 : hi;
#line 23 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
            word[k] = ((unsigned int)lo & 65535u) | ((unsigned int)hi << 16);
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cl"
        ((uint4*)out)[t] = make_uint4(word[0], word[1], word[2], word[3]);
    }
}
