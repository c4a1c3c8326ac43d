// Held-out suite 6 (frozen). A Chebyshev series of eight coefficients c[0..7] evaluated at
// every point x[i] of [-1, 1] by Clenshaw's recurrence. One thread per point.
__kernel void clenshaw_cheb8(__global const float *x, __global const float *c,
                             __global float *y, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float t = x[i];
        float b1 = 0.0f, b2 = 0.0f;
        for (int k = 7; k >= 1; k--) {
            float b0 = c[k] + 2.0f * t * b1 - b2;
            b2 = b1;
            b1 = b0;
        }
        y[i] = c[0] + t * b1 - b2;
    }
}
