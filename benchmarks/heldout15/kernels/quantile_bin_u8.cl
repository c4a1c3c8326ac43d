// Held-out suite 15 (frozen). The bin (0 to 7) of each standardized value among the fixed
// edges -1.5, -1, -0.5, 0, 0.5, 1, 1.5: the number of edges at or below it.
__kernel void quantile_bin_u8(__global const float *z, __global uchar *bin, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = z[i];
        int b = 0;
        for (int k = 0; k < 7; k++)
            b += v >= -1.5f + 0.5f * k;
        bin[i] = (uchar)b;
    }
}
