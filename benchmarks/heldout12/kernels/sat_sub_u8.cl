// Held-out suite 12 (frozen). The saturating difference max(a - b, 0) of two byte arrays.
__kernel void sat_sub_u8(__global const unsigned char *a, __global const unsigned char *b,
                         __global unsigned char *d, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int v = (int)a[i] - (int)b[i];
        d[i] = (unsigned char)(v > 0 ? v : 0);
    }
}
