// Held-out suite 2 (frozen). Integral image, column pass: one thread per column adds up its
// column from the top (ints); neighbouring threads read neighbouring words.
extern "C" __global__ void integral_cols(const int *in, int *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x < width) {
        int s = 0;
        for (int y = 0; y < height; y++) {
            s += in[y * width + x];
            out[y * width + x] = s;
        }
    }
}
