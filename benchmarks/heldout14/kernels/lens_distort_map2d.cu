// Held-out suite 14 (frozen). The source coordinates of a radial (Brown) lens distortion,
// p' = c + (p - c)(1 + k1 r^2 + k2 r^4), r measured in half the longer side; a thread per pixel
// of a width x height grid.
extern "C" __global__ void lens_distort_map2d(float *map_x, float *map_y, float k1, float k2,
                                              int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float cx = 0.5f * (float)(width - 1), cy = 0.5f * (float)(height - 1);
        float half_side = 0.5f * (float)max(width, height);
        float u = ((float)x - cx) / half_side, v = ((float)y - cy) / half_side;
        float r2 = u * u + v * v;
        float g = 1.0f + k1 * r2 + k2 * r2 * r2;
        int i = y * width + x;
        map_x[i] = cx + u * g * half_side;
        map_y[i] = cy + v * g * half_side;
    }
}
