// Held-out suite 4 (frozen). Depthwise 3 x 3 convolution of an NCHW tensor (stride 1,
// zero padding 1), one filter w[c * 9 ..] per channel: one thread per output pixel, the
// third grid dimension over the N x C planes.
extern "C" __global__ void depthwise_conv3x3(const float *in, const float *w,
                                             float *out, int C, int H, int W)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int plane = blockIdx.z;
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
