// Held-out suite 9 (frozen). The SiLU (swish) activation of every element: x / (1 + e^-x).
__kernel void silu_act(__global const float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        y[i] = v / (1.0f + exp(-v));
    }
}
