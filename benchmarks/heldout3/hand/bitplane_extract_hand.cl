// Held-out suite 3 (frozen), hand version of bitplane_extract: four pixels per thread, read
// as one 32-bit word; each plane's four 0/1 bytes are one mask-and-shift of that word and one
// 32-bit store (n is a multiple of 4). The launch covers n / 4 threads.
__kernel void bitplane_extract_hand(__global const uchar *in, __global uchar *planes, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int q = n >> 2;
    if (t < q) {
        uint v = ((__global const uint *)in)[t];
        for (int p = 0; p < 8; p++)
            ((__global uint *)planes)[p * q + t] = (v >> p) & 0x01010101u;
    }
}
