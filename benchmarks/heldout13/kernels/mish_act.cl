// Held-out suite 13 (frozen). The Mish activation x tanh(log(1 + e^x)), a work-item per element.
__kernel void mish_act(__global const float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        y[i] = v * tanh(log1p(exp(v)));
    }
}
