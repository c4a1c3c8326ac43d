// Held-out suite 7 (frozen). Reflect padding of an image (height x width) by pad pixels on
// every side (the edge pixel is not repeated: column -1 is column 1). One thread per output
// pixel on a 2D grid.
extern "C" __global__ void mirror_pad2d(const float *in, float *out, int width, int height,
                                        int pad)
{
    int ox = blockIdx.x * blockDim.x + threadIdx.x;
    int oy = blockIdx.y * blockDim.y + threadIdx.y;
    int ow = width + 2 * pad, oh = height + 2 * pad;
    if (ox < ow && oy < oh) {
        int x = ox - pad, y = oy - pad;
        x = x < 0 ? -x : (x >= width ? 2 * width - 2 - x : x);
        y = y < 0 ? -y : (y >= height ? 2 * height - 2 - y : y);
        out[oy * ow + ox] = in[y * width + x];
    }
}
