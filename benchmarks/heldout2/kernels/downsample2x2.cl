// (w/2) x (h/2); one thread per output pixel, two pairs of neighbouring floats read.
__kernel void downsample2x2(__global const float *in, __global float *out, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int ow = width / 2;
    if (x < ow && y < height / 2) {
        int i = 2 * y * width + 2 * x;
        out[y * ow + x] = 0.25f * ((in[i] + in[i + 1]) + (in[i + width] + in[i + width + 1]));
    }
}
