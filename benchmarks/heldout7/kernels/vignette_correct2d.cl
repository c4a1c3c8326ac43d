// Held-out suite 7 (frozen). Vignetting correction of an image (height x width): every
// pixel times 1 + k * r^2, r its distance to the centre (cx, cy). One thread per pixel on a
// 2D grid.
__kernel void vignette_correct2d(__global const float *in, __global float *out, float k,
                                 float cx, float cy, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        float dx = (float)x - cx, dy = (float)y - cy;
        out[y * width + x] = in[y * width + x] * (1.0f + k * (dx * dx + dy * dy));
    }
}
