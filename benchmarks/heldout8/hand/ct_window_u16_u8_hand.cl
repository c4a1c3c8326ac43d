// Held-out suite 8 (frozen), hand version of ct_window_u16_u8: eight samples per thread,
// read as one uint4 (16 bytes) and written as one uint2 (8 bytes). n is a multiple of 8.
__kernel void ct_window_u16_u8_hand(__global const unsigned short *in,
                                    __global unsigned char *out, int lo, int width, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (8 * t < n) {
        uint4 w = ((__global const uint4 *)in)[t];
        unsigned int word[4];
        word[0] = w.x;
        word[1] = w.y;
        word[2] = w.z;
        word[3] = w.w;
        unsigned int packed[2];
        packed[0] = 0u;
        packed[1] = 0u;
        for (int k = 0; k < 8; k++) {
            unsigned int u = word[k / 2];
            int d = (int)((k % 2 == 0) ? (u & 65535u) : (u >> 16)) - lo;
            d = d < 0 ? 0 : (d > width ? width : d);
            packed[k / 4] |= (unsigned int)(d * 255 / width) << (8 * (k % 4));
        }
        ((__global uint2 *)out)[t] = (uint2)(packed[0], packed[1]);
    }
}
