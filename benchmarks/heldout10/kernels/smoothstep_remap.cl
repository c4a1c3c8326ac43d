// Held-out suite 10 (frozen). The smoothstep of every element between two edges: t = (x - e0)
// / (e1 - e0) clamped to [0, 1], then t^2 (3 - 2 t).
__kernel void smoothstep_remap(__global const float *x, __global float *y, float e0, float e1,
                               int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float t = fmin(fmax((x[i] - e0) / (e1 - e0), 0.0f), 1.0f);
        y[i] = t * t * (3.0f - 2.0f * t);
    }
}
