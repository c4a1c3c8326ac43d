// Held-out suite 3 (frozen), hand version of bitplane_extract: four pixels per thread, read
// as one 32-bit word; each plane's four 0/1 bytes are one mask-and-shift of that word and one
// 32-bit store (n is a multiple of 4). The launch covers n / 4 threads.
extern "C" __global__ void bitplane_extract_hand(const unsigned char *in, unsigned char *planes,
                                                 int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int q = n >> 2;
    if (t < q) {
        unsigned int v = ((const unsigned int *)in)[t];
        for (int p = 0; p < 8; p++)
            ((unsigned int *)planes)[p * q + t] = (v >> p) & 0x01010101u;
    }
}
