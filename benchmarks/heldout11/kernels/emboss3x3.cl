// Held-out suite 11 (frozen). A 3 x 3 emboss of an image (edges clamped): 128 plus the
// bottom-right neighbours minus the top-left ones (weights 2 on the diagonal, 1 beside it),
// clamped to [0, 255].
__kernel void emboss3x3(__global const float *src, __global float *dst, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        int xm = max(x - 1, 0), xp = min(x + 1, width - 1);
        int ym = max(y - 1, 0), yp = min(y + 1, height - 1);
        float v = 128.0f - 2.0f * src[ym * width + xm] - src[ym * width + x] -
                  src[y * width + xm] + src[y * width + xp] + src[yp * width + x] +
                  2.0f * src[yp * width + xp];
        dst[y * width + x] = fmin(fmax(v, 0.0f), 255.0f);
    }
}
