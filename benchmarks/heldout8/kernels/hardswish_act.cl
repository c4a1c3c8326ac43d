// Held-out suite 8 (frozen). The hard-swish activation of every element: x * min(max(x + 3,
// 0), 6) / 6.
__kernel void hardswish_act(__global const float *x, __global float *y, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float v = x[i];
        float g = fmin(fmax(v + 3.0f, 0.0f), 6.0f);
        y[i] = v * g / 6.0f;
    }
}
