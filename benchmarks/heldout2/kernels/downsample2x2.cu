// Held-out suite 2 (frozen). 2x2 average pooling of a w x h image (w, h even) into
// (w/2) x (h/2); one thread per output pixel, two pairs of neighbouring floats read.
extern "C" __global__ void downsample2x2(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int ow = width / 2;
    if (x < ow && y < height / 2) {
        int i = 2 * y * width + 2 * x;
        out[y * ow + x] = 0.25f * ((in[i] + in[i + 1]) + (in[i + width] + in[i + width + 1]));
    }
}
