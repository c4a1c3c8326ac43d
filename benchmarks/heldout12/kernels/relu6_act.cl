// Held-out suite 12 (frozen). The ReLU6 activation min(max(x, 0), 6), a work-item per element.
__kernel void relu6_act(__global const float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n)
        y[i] = fmin(fmax(x[i], 0.0f), 6.0f);
}
