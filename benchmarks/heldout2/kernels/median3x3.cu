// Held-out suite 2 (frozen). 3x3 median filter (edges clamped): the nine values sorted by an
// odd-even transposition network of min/max, the middle one kept.
extern "C" __global__ void median3x3(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height)
        return;
    float v[9];
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int yy = min(max(y + dy, 0), height - 1);
            int xx = min(max(x + dx, 0), width - 1);
            v[(dy + 1) * 3 + dx + 1] = in[yy * width + xx];
        }
    for (int p = 0; p < 9; p++)
        for (int j = p & 1; j < 8; j += 2) {
            float a = v[j], b = v[j + 1];
            v[j] = fminf(a, b);
            v[j + 1] = fmaxf(a, b);
        }
    out[y * width + x] = v[4];
}
