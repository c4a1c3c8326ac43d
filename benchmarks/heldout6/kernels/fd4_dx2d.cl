// Held-out suite 6 (frozen). The fourth-order central difference along x of a 2D field
// (height x width): d = (f[x - 2] - 8 f[x - 1] + 8 f[x + 1] - f[x + 2]) * inv12h, 0 in the
// two columns at each side. One thread per point.
__kernel void fd4_dx2d(__global const float *f, __global float *d, float inv12h, int width,
                       int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float v = 0.0f;
        if (x >= 2 && x < width - 2)
            v = (f[i - 2] - 8.0f * f[i - 1] + 8.0f * f[i + 1] - f[i + 2]) * inv12h;
        d[i] = v;
    }
}
