// Held-out suite 3 (frozen). Gray code to binary: the prefix XOR of the bits, from the top,
// in five shift-and-XOR steps. One thread per 32-bit word.
__kernel void gray_decode(__global const uint *in, __global uint *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        uint b = in[i];
        b ^= b >> 1;
        b ^= b >> 2;
        b ^= b >> 4;
        b ^= b >> 8;
        b ^= b >> 16;
        out[i] = b;
    }
}
