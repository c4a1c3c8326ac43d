// Held-out suite 13 (frozen). The rounded-up average (a + b + 1) / 2 of two byte planes, a work-
// item per element.
__kernel void avg_round_u8(__global const uchar *a, __global const uchar *b,
                           __global uchar *avg, int n)
{
    int i = get_global_id(0);
    if (i < n)
        avg[i] = (uchar)(((int)a[i] + (int)b[i] + 1) >> 1);
}
