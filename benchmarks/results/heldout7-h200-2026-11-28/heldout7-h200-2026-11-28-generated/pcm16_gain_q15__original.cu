extern "C" __global__ void pcm16_gain_q15(const short* in, short* out, int gain, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        int v = ((int)in[i] * gain + 16384) >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        v = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        out[i] = (short)v;
    }
}
