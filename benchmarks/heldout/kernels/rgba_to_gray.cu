// Held-out suite (frozen). RGBA (bytes) to premultiplied gray: y = (77 r + 150 g + 29 b) >> 8,
// gray = (y * a + 127) / 255, one pixel per thread.
// Memory problem: four 1-byte loads per thread at rgba[4i+0..3] and a 1-byte store.
extern "C" __global__ void rgba_to_gray(const unsigned char *rgba, unsigned char *gray, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int r = rgba[4 * i + 0];
        int g = rgba[4 * i + 1];
        int b = rgba[4 * i + 2];
        int a = rgba[4 * i + 3];
        int y = (77 * r + 150 * g + 29 * b) >> 8;
        gray[i] = (unsigned char)((y * a + 127) / 255);
    }
}
