// Held-out suite 11 (frozen). The softsign of every element: x / (1 + |x|).
__kernel void softsign_act(__global const float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        y[i] = v / (1.0f + fabs(v));
    }
}
