extern "C" __global__ void pcm16_gain_q15(const short* in, short* out, int gain, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cl"
        int v = ((int)in[i] * gain + 16384) >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cl"
        v = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cl"
        out[i] = (short)v;
    }
}
