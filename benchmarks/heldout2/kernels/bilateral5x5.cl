// exp(-(dx^2 + dy^2) * ks - (v - c)^2 * kr), the weighted mean written out.
__kernel void bilateral5x5(__global const float *in, __global float *out, float ks, float kr, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x >= width || y >= height)
        return;
    float c = in[y * width + x];
    float num = 0.0f, den = 0.0f;
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            int yy = min(max(y + dy, 0), height - 1);
            int xx = min(max(x + dx, 0), width - 1);
            float v = in[yy * width + xx];
            float wgt = exp(-(float)(dx * dx + dy * dy) * ks - (v - c) * (v - c) * kr);
            num += wgt * v;
            den += wgt;
        }
    out[y * width + x] = num / den;
}
