// Held-out suite 8 (frozen). Downsampling by 8: the mean of every 8 x 8 tile of an image, a
// thread per tile walking its 64 pixels.
__kernel void tile_mean8x8(__global const float *in, __global float *out, int width,
                           int height)
{
    int tx = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int ty = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (tx < width / 8 && ty < height / 8) {
        float s = 0.0f;
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++)
                s += in[(8 * ty + y) * width + 8 * tx + x];
        out[ty * (width / 8) + tx] = s * 0.015625f;
    }
}
