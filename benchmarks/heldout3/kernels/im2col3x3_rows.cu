// Held-out suite 3 (frozen). im2col for a 3x3 convolution with zero padding 1 on a C x H x W
// image: the patch row of pixel p = y * W + x is out[p * 9C + c * 9 + (dy + 1) * 3 + dx + 1].
// One thread per pixel writes its whole patch row of 9C floats.
extern "C" __global__ void im2col3x3_rows(const float *in, float *out, int C, int H, int W)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < H * W) {
        int y = p / W, x = p - (p / W) * W;
        for (int c = 0; c < C; c++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    float v = 0.0f;
                    if (yy >= 0 && yy < H && xx >= 0 && xx < W)
                        v = in[(c * H + yy) * W + xx];
                    out[p * 9 * C + c * 9 + (dy + 1) * 3 + dx + 1] = v;
                }
            }
        }
    }
}
