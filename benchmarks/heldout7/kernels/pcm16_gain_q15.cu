// Held-out suite 7 (frozen). 16-bit PCM samples times a gain in Q15 fixed point, rounded
// and saturated to 16 bits: out = clamp((s * gain + 2^14) >> 15). One sample per thread.
extern "C" __global__ void pcm16_gain_q15(const short *in, short *out, int gain, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = ((int)in[i] * gain + 16384) >> 15;
        v = v > 32767 ? 32767 : (v < -32768 ? -32768 : v);
        out[i] = (short)v;
    }
}
