// Held-out suite 8 (frozen). Grey-level dilation of an image by a 5-pixel cross: the
// largest of a pixel and its four neighbours inside the image.
__kernel void dilate_cross2d(__global const float *in, __global float *out, int width,
                             int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float m = in[i];
        if (x > 0)
            m = fmax(m, in[i - 1]);
        if (x < width - 1)
            m = fmax(m, in[i + 1]);
        if (y > 0)
            m = fmax(m, in[i - width]);
        if (y < height - 1)
            m = fmax(m, in[i + width]);
        out[i] = m;
    }
}
