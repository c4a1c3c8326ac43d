// Held-out suite (frozen). Saturating add of 16-bit signed vectors (clamped to
// [-32768, 32767]), one element per work-item.
// Memory problem: 2-byte loads and stores per work-item (short-word accesses).
__kernel void sat_add_i16(__global const short *a, __global const short *b, __global short *c,
                          int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int s = (int)a[i] + (int)b[i];
        c[i] = (short)clamp(s, -32768, 32767);
    }
}
