// Held-out suite 12 (frozen). A Gaussian blob exp(-((x - cx)^2 + (y - cy)^2) / (2 s^2)) over a
// height x width grid, computed from the pixel position.
__kernel void gaussian_blob2d(__global float *out, float cx, float cy, float sigma, int width,
                              int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        float dx = (float)x - cx;
        float dy = (float)y - cy;
        out[y * width + x] = exp(-(dx * dx + dy * dy) / (2.0f * sigma * sigma));
    }
}
