// Held-out suite 6 (frozen). n small linear systems [a b; c d] [x; y] = [e; f] solved by
// Cramer's rule, coefficients and solutions stored as planes (a structure of arrays). One
// thread per system.
__kernel void solve2x2_soa(__global const float *a, __global const float *b,
                           __global const float *c, __global const float *d,
                           __global const float *e, __global const float *f, __global float *x,
                           __global float *y, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float det = a[i] * d[i] - b[i] * c[i];
        float inv = 1.0f / det;
        x[i] = (e[i] * d[i] - b[i] * f[i]) * inv;
        y[i] = (a[i] * f[i] - e[i] * c[i]) * inv;
    }
}
