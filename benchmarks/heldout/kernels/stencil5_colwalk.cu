// Held-out suite (frozen). A five-point averaging stencil on a width x height row-major
// image, written with the thread's x index walking down a column (r from x, c from y);
// the border is copied.
// Memory problem: the lanes of a warp are one row (width floats) apart (uncoalesced).
extern "C" __global__ void stencil5_colwalk(const float *in, float *out, int width, int height)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) {
        int p = r * width + c;
        if (r == 0 || c == 0 || r == height - 1 || c == width - 1)
            out[p] = in[p];
        else
            out[p] = 0.2f * (in[p] + in[p - 1] + in[p + 1] + in[p - width] + in[p + width]);
    }
}
