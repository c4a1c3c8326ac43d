// Held-out suite 13 (frozen). Each value divided by the maximum of its group of 64 consecutive
// values (positive inputs), a work-item per element finding its group's maximum itself. n is a
// multiple of 64.
__kernel void group64_max_normalize(__global const float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int g = i & ~63;
        float m = x[g];
        for (int k = 1; k < 64; k++)
            m = fmax(m, x[g + k]);
        y[i] = x[i] / m;
    }
}
