// Held-out suite 3 (frozen). 5 x 5 census transform: bit k of the descriptor says whether
// the k-th neighbour (row by row, the centre skipped) is darker than the centre; borders
// clamped. One thread per pixel.
extern "C" __global__ void census5x5(const int *in, unsigned int *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int c = in[y * width + x];
        unsigned int d = 0u;
        int k = 0;
        for (int dy = -2; dy <= 2; dy++) {
            int yy = min(max(y + dy, 0), height - 1);
            for (int dx = -2; dx <= 2; dx++) {
                if (dx != 0 || dy != 0) {
                    int xx = min(max(x + dx, 0), width - 1);
                    if (in[yy * width + xx] < c)
                        d |= 1u << k;
                    k++;
                }
            }
        }
        out[y * width + x] = d;
    }
}
