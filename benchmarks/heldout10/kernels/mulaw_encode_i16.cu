// Held-out suite 10 (frozen). G.711 mu-law encoding of 16-bit PCM samples: the magnitude is
// clipped to 32635 and biased by 0x84, its top set bit gives the 3-bit segment and the next
// four bits the step; the byte is the complement of sign, segment and step.
extern "C" __global__ void mulaw_encode_i16(const short *pcm, unsigned char *code, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int s = pcm[i];
        int sign = s < 0 ? 0x80 : 0;
        int mag = s < 0 ? -s : s;
        if (mag > 32635)
            mag = 32635;
        mag += 0x84;
        int seg = 7;
        for (int mask = 0x4000; (mag & mask) == 0 && seg > 0; mask >>= 1)
            seg--;
        int step = (mag >> (seg + 3)) & 0x0F;
        code[i] = (unsigned char)(~(sign | (seg << 4) | step) & 0xFF);
    }
}
