// output pixel (X, Y) mixes the two nearest input columns and rows with weights 3/4 and 1/4.
__kernel void upsample_bilinear2x(__global const float *in, __global float *out, int width, int height)
{
    int X = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int Y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (X >= 2 * width || Y >= 2 * height)
        return;
    int x0 = (X & 1) ? X >> 1 : (X >> 1) - 1;
    int y0 = (Y & 1) ? Y >> 1 : (Y >> 1) - 1;
    float wx0 = (X & 1) ? 0.75f : 0.25f;
    float wy0 = (Y & 1) ? 0.75f : 0.25f;
    int x1 = min(x0 + 1, width - 1);
    int y1 = min(y0 + 1, height - 1);
    x0 = max(x0, 0);
    y0 = max(y0, 0);
    float top = wx0 * in[y0 * width + x0] + (1.0f - wx0) * in[y0 * width + x1];
    float bot = wx0 * in[y1 * width + x0] + (1.0f - wx0) * in[y1 * width + x1];
    out[Y * 2 * width + X] = wy0 * top + (1.0f - wy0) * bot;
}
