// Held-out suite 3 (frozen), hand version of im2col3x3_rows: one thread per element of the
// output, so that a warp writes 128 contiguous bytes; the reads it gathers are served by the
// cache (each input float is read 9 times). The launch covers H * W * 9C threads.
__kernel void im2col3x3_rows_hand(__global const float *in, __global float *out, int C, int H,
                                  int W)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int row = 9 * C;
    if (g < H * W * row) {
        int p = g / row;
        int q = g - p * row;
        int c = q / 9;
        int k = q - c * 9;
        int y = p / W + k / 3 - 1;
        int x = p - (p / W) * W + k % 3 - 1;
        float v = 0.0f;
        if (y >= 0 && y < H && x >= 0 && x < W)
            v = in[(c * H + y) * W + x];
        out[g] = v;
    }
}
