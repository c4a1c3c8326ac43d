// Held-out suite 13 (frozen). Thomas Wang's 32-bit integer hash of each word, a work-item per
// element.
__kernel void wang_hash_u32(__global const uint *k, __global uint *h, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint v = k[i];
        v = (v ^ 61u) ^ (v >> 16);
        v = v + (v << 3);
        v = v ^ (v >> 4);
        v = v * 0x27d4eb2du;
        v = v ^ (v >> 15);
        h[i] = v;
    }
}
