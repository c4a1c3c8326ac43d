// odd-even transposition network of min/max, the middle one kept.
__kernel void median3x3(__global const float *in, __global float *out, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
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
            v[j] = fmin(a, b);
            v[j + 1] = fmax(a, b);
        }
    out[y * width + x] = v[4];
}
