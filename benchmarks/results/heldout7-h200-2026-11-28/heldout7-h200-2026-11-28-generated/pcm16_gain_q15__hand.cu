extern "C" __global__ void pcm16_gain_q15_hand(const short* in, short* out, int gain, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
    if (8 * t < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        uint4 w = ((const uint4*)in)[t];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        unsigned int word[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        word[0] = w.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        word[1] = w.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        word[2] = w.z;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        word[3] = w.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        for (int k = 0; k < 4; k++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            int lo = (int)(short)(word[k] & 65535u);
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            int hi = (int)(short)(word[k] >> 16);
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            lo = (lo * gain + 16384) >> 15;
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            hi = (hi * gain + 16384) >> 15;
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            lo = lo > 32767 ? 32767 : lo < -32768 ? -32768 : lo;
#line 21 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            hi = hi > 32767 ? 32767 : hi < -32768 ? -32768 : hi;
#line 22 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
            word[k] = ((unsigned int)lo & 65535u) | ((unsigned int)hi << 16);
        }
#line 24 "/work/main/.stage/main/benchmarks/heldout7/hand/pcm16_gain_q15_hand.cu"
        ((uint4*)out)[t] = make_uint4(word[0], word[1], word[2], word[3]);
    }
}
