// Held-out suite 13 (frozen). The djb2 hash (h = 33 h + byte, from 5381) of each 16-byte key,
// a work-item per key reading its bytes in order.
__kernel void key16_djb2_hash(__global const uchar *keys, __global uint *h, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint acc = 5381u;
        for (int b = 0; b < 16; b++)
            acc = acc * 33u + keys[16 * i + b];
        h[i] = acc;
    }
}
