// Held-out suite 14 (frozen). The Hamming(7,4) codeword of the low nibble of each byte (bit 0:
// p1, 1: p2, 2: d1, 3: p3, 4: d2, 5: d3, 6: d4); a thread per byte.
extern "C" __global__ void hamming74_encode_u8(const unsigned char *nib, unsigned char *code,
                                               int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = nib[i];
        unsigned int d1 = v & 1u, d2 = (v >> 1) & 1u, d3 = (v >> 2) & 1u, d4 = (v >> 3) & 1u;
        unsigned int p1 = d1 ^ d2 ^ d4, p2 = d1 ^ d3 ^ d4, p3 = d2 ^ d3 ^ d4;
        code[i] = (unsigned char)(p1 | (p2 << 1) | (d1 << 2) | (p3 << 3) | (d2 << 4) |
                                  (d3 << 5) | (d4 << 6));
    }
}
