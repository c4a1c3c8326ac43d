// Held-out suite 12 (frozen). A smooth absolute value sqrt(x^2 + eps), a work-item per element.
__kernel void smooth_abs_eps(__global const float *x, __global float *y, float eps, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = x[i];
        y[i] = sqrt(v * v + eps);
    }
}
