// Held-out suite 13 (frozen). A linear gradient over a height x width image: the projection of
// (x - x0, y - y0) on (dx, dy) times inv_len2, clamped to [0, 1], a work-item per pixel.
__kernel void linear_ramp2d(__global float *ramp, float x0, float y0, float dx, float dy,
                            float inv_len2, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        float t = (((float)x - x0) * dx + ((float)y - y0) * dy) * inv_len2;
        ramp[y * width + x] = fmin(fmax(t, 0.0f), 1.0f);
    }
}
