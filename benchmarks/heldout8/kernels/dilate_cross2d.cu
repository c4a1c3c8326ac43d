// Held-out suite 8 (frozen). Grey-level dilation of an image by a 5-pixel cross: the
// largest of a pixel and its four neighbours inside the image.
extern "C" __global__ void dilate_cross2d(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float m = in[i];
        if (x > 0)
            m = fmaxf(m, in[i - 1]);
        if (x < width - 1)
            m = fmaxf(m, in[i + 1]);
        if (y > 0)
            m = fmaxf(m, in[i - width]);
        if (y < height - 1)
            m = fmaxf(m, in[i + width]);
        out[i] = m;
    }
}
