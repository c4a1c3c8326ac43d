// Held-out suite 6 (frozen). The GELU activation in its tanh form: y = 0.5 x (1 +
// tanh(0.7978846 (x + 0.044715 x^3))). One thread per element.
__kernel void gelu_tanh(__global const float *x, __global float *y, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float v = x[i];
        float u = 0.7978846f * (v + 0.044715f * v * v * v);
        y[i] = 0.5f * v * (1.0f + tanh(u));
    }
}
