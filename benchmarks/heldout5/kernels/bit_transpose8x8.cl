// Held-out suite 5 (frozen). Every 64-bit word (two 32-bit words, low first) read as an
// 8 x 8 bit matrix, byte r being row r and bit c of it column c, and transposed with three
// rounds of masked swaps (1 x 1, 2 x 2 and 4 x 4 sub-blocks). One thread per 64-bit word,
// read and written as one uint2.
__kernel void bit_transpose8x8(__global const uint2 *in, __global uint2 *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        uint2 w = in[i];
        ulong x = ((ulong)w.y << 32) | w.x;
        ulong t;
        t = (x ^ (x >> 7)) & 0x00AA00AA00AA00AAul;
        x = x ^ t ^ (t << 7);
        t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCCul;
        x = x ^ t ^ (t << 14);
        t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0ul;
        x = x ^ t ^ (t << 28);
        uint2 o;
        o.x = (uint)x;
        o.y = (uint)(x >> 32);
        out[i] = o;
    }
}
