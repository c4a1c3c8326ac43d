// Held-out suite 2 (frozen). Pack a byte mask (0 or 1 per byte) into 32-bit words, bit k of
// word t from byte 32 t + k; one thread per word reading its 32 bytes (n is a multiple of 32).
extern "C" __global__ void pack_bits(const unsigned char *mask, unsigned int *words, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (32 * t < n) {
        unsigned int w = 0u;
        for (int k = 0; k < 32; k++)
            w |= (unsigned int)(mask[32 * t + k] & 1) << k;
        words[t] = w;
    }
}
