// Held-out suite 9 (frozen). Polar coordinates (r, theta) to Cartesian ones, x = r cos theta
// and y = r sin theta, on planes.
__kernel void polar_to_cart(__global const float *r, __global const float *theta,
                            __global float *x, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float t = theta[i], ri = r[i];
        x[i] = ri * cos(t);
        y[i] = ri * sin(t);
    }
}
