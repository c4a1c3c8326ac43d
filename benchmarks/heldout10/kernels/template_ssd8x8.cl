// Held-out suite 10 (frozen). Template matching by the sum of squared differences between an
// 8 x 8 template and the window of the image at every valid position ((width - 7) x
// (height - 7) outputs), a work-item per output.
__kernel void template_ssd8x8(__global const float *img, __global const float *tpl,
                              __global float *out, int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    int ow = width - 7, oh = height - 7;
    if (x < ow && y < oh) {
        float s = 0.0f;
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++) {
                float d = img[(y + i) * width + x + j] - tpl[i * 8 + j];
                s += d * d;
            }
        out[y * ow + x] = s;
    }
}
