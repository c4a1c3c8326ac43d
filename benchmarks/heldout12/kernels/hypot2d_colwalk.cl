// Held-out suite 12 (frozen). The magnitude sqrt(a^2 + b^2) of two gradient images, height x
// width, row-major; the grid's x index is the image row and its y index the column.
__kernel void hypot2d_colwalk(__global const float *gx, __global const float *gy,
                              __global float *mag, int width, int height)
{
    int r = get_global_id(0);
    int c = get_global_id(1);
    if (r < height && c < width) {
        float a = gx[r * width + c];
        float b = gy[r * width + c];
        mag[r * width + c] = sqrt(a * a + b * b);
    }
}
