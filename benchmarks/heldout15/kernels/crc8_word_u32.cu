// Held-out suite 15 (frozen). CRC-8 (polynomial 0x07, initial value 0, no reflection) of the
// four bytes of each 32-bit word, its low byte first, bit by bit.
extern "C" __global__ void crc8_word_u32(const unsigned int *word, unsigned char *crc, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int w = word[i];
        unsigned int c = 0;
        for (int b = 0; b < 4; b++) {
            c ^= (w >> (8 * b)) & 0xFFu;
            for (int k = 0; k < 8; k++)
                c = (c & 0x80u) ? ((c << 1) ^ 0x07u) & 0xFFu : (c << 1) & 0xFFu;
        }
        crc[i] = (unsigned char)c;
    }
}
