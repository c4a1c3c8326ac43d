// Held-out suite 2 (frozen). Integral image, row pass: one thread per row adds up its row
// from the left (ints).
extern "C" __global__ void integral_rows(const int *in, int *out, int width, int height)
{
    int y = blockIdx.x * blockDim.x + threadIdx.x;
    if (y < height) {
        int s = 0;
        for (int x = 0; x < width; x++) {
            s += in[y * width + x];
            out[y * width + x] = s;
        }
    }
}
