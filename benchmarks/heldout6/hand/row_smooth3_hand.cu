// Held-out suite 6 (frozen), hand version of row_smooth3: one thread per pixel on a 2D grid
// (lanes take neighbouring pixels of a row: coalesced). The launch covers width x height
// threads.
extern "C" __global__ void row_smooth3_hand(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float v = in[i];
        if (x > 0 && x < width - 1)
            v += in[i - 1] + in[i + 1];
        out[i] = v;
    }
}
