// Held-out suite 13 (frozen). 2D points held as two planes rotated by an angle in radians, a
// work-item per element.
__kernel void rotate_points_soa(__global const float *x, __global const float *y,
                                __global float *xr, __global float *yr, float angle, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float c = cos(angle), s = sin(angle);
        float px = x[i], py = y[i];
        xr[i] = c * px - s * py;
        yr[i] = s * px + c * py;
    }
}
