// Held-out suite 11 (frozen). A radial falloff mask: (1 - d / radius)^2 clamped to [0, 1], d
// the distance of the pixel from (cx, cy), a thread per pixel.
__kernel void radial_falloff2d(__global float *out, float cx, float cy, float radius,
                               int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        float dx = (float)x - cx, dy = (float)y - cy;
        float t = fmin(fmax(1.0f - sqrt(dx * dx + dy * dy) / radius, 0.0f), 1.0f);
        out[y * width + x] = t * t;
    }
}
