// Held-out suite 12 (frozen). Cartesian points (x, y) in two planes to polar radius and angle
// (atan2), a work-item per point.
__kernel void cart_to_polar(__global const float *x, __global const float *y,
                            __global float *radius, __global float *angle, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float a = x[i], b = y[i];
        radius[i] = sqrt(a * a + b * b);
        angle[i] = atan2(b, a);
    }
}
