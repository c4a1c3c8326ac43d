// Held-out suite 14 (frozen). The Hamming(7,4) codeword of the low nibble of each byte (bit 0:
// p1, 1: p2, 2: d1, 3: p3, 4: d2, 5: d3, 6: d4); a work-item per byte.
__kernel void hamming74_encode_u8(__global const uchar *nib, __global uchar *code, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint v = nib[i];
        uint d1 = v & 1u, d2 = (v >> 1) & 1u, d3 = (v >> 2) & 1u, d4 = (v >> 3) & 1u;
        uint p1 = d1 ^ d2 ^ d4, p2 = d1 ^ d3 ^ d4, p3 = d2 ^ d3 ^ d4;
        code[i] = (uchar)(p1 | (p2 << 1) | (d1 << 2) | (p3 << 3) | (d2 << 4) | (d3 << 5) |
                          (d4 << 6));
    }
}
