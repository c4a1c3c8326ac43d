// Held-out suite 6 (frozen). A float image (height x width, row-major) rotated a quarter
// turn clockwise into out (width x height): out[x][height - 1 - y] = in[y][x]. One thread
// per input pixel: the reads are coalesced, the stores height floats apart.
extern "C" __global__ void image_rotate90(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        out[x * height + (height - 1 - y)] = in[y * width + x];
}
