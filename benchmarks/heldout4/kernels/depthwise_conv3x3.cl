// Held-out suite 4 (frozen). Depthwise 3 x 3 convolution of an NCHW tensor (stride 1,
// zero padding 1), one filter w[c * 9 ..] per channel: one thread per output pixel, the
// third grid dimension over the N x C planes.
__kernel void depthwise_conv3x3(__global const float *in, __global const float *w,
                                __global float *out, int C, int H, int W)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int plane = get_group_id(2);
    if (x < W && y < H) {
        int c = plane % C;
        float s = 0.0f;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int yy = y + dy, xx = x + dx;
                if (yy >= 0 && yy < H && xx >= 0 && xx < W)
                    s += w[c * 9 + (dy + 1) * 3 + dx + 1] * in[(plane * H + yy) * W + xx];
            }
        }
        out[(plane * H + y) * W + x] = s;
    }
}
