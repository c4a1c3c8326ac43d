// as two uint4 and gathers the low bit of every byte with shifts (byte k of a word is bits
// 8k..8k+7).
uint low_bits4(uint w)
{
    return (w & 1u) | ((w >> 7) & 2u) | ((w >> 14) & 4u) | ((w >> 21) & 8u);
}

__kernel void pack_bits_hand(__global const uchar *mask, __global uint *words, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (32 * t < n) {
        uint4 a = ((__global const uint4 *)mask)[2 * t];
        uint4 b = ((__global const uint4 *)mask)[2 * t + 1];
        words[t] = low_bits4(a.x) | (low_bits4(a.y) << 4) | (low_bits4(a.z) << 8)
                   | (low_bits4(a.w) << 12) | (low_bits4(b.x) << 16) | (low_bits4(b.y) << 20)
                   | (low_bits4(b.z) << 24) | (low_bits4(b.w) << 28);
    }
}
