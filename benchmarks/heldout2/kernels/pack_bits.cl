// word t from byte 32 t + k; one thread per word reading its 32 bytes (n is a multiple of 32).
__kernel void pack_bits(__global const uchar *mask, __global uint *words, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (32 * t < n) {
        uint w = 0u;
        for (int k = 0; k < 32; k++)
            w |= (uint)(mask[32 * t + k] & 1) << k;
        words[t] = w;
    }
}
