// Held-out suite 14 (frozen). The Lorentz factor 1 / sqrt(1 - beta^2) of each speed given as a
// fraction of the speed of light, a work-item per value.
__kernel void lorentz_gamma(__global const float *beta, __global float *gamma, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float b = beta[i];
        gamma[i] = 1.0f / sqrt(1.0f - b * b);
    }
}
