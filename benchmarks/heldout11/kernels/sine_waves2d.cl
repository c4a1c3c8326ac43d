// Held-out suite 11 (frozen). A height field of three travelling sine waves at time t: sum of
// amp sin(kx x + ky y + phase + t) over the waves, a thread per grid point.
__kernel void sine_waves2d(__global float *out, float t, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        float fx = (float)x, fy = (float)y;
        float h = 1.0f * sin(0.05f * fx + 0.02f * fy + (0.0f + t));
        h += 0.5f * sin(-0.03f * fx + 0.07f * fy + (1.0f + t));
        h += 0.25f * sin(0.11f * fx + -0.05f * fy + (2.0f + t));
        out[y * width + x] = h;
    }
}
