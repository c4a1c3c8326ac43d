// Held-out suite 9 (frozen). Pixel shuffle (depth to space) by 2: four (height / 2) x
// (width / 2) planes interleaved into one width x height image, out(y, x) = plane (y % 2) *
// 2 + x % 2 at (y / 2, x / 2). A thread per output pixel.
__kernel void pixel_shuffle2x(__global const float *in, __global float *out, int width,
                              int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        int hw = width / 2, hh = height / 2;
        int plane = (y % 2) * 2 + x % 2;
        out[y * width + x] = in[(plane * hh + y / 2) * hw + x / 2];
    }
}
