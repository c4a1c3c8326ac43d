// Held-out suite (frozen), hand version of stencil5_colwalk: the thread's x index is the
// column (coalesced rows), blocks of 32 x 8.
extern "C" __global__ void stencil5_colwalk_hand(const float *in, float *out, int width, int height)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) {
        int p = r * width + c;
        if (r == 0 || c == 0 || r == height - 1 || c == width - 1)
            out[p] = in[p];
        else
            out[p] = 0.2f * (in[p] + in[p - 1] + in[p + 1] + in[p - width] + in[p + width]);
    }
}
