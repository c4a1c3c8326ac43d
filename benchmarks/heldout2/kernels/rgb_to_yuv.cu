// Held-out suite 2 (frozen). Packed 8-bit RGB (3 bytes a pixel) to planar Y, U, V bytes with
// the integer BT.601 formulas; one thread per pixel.
extern "C" __global__ void rgb_to_yuv(const unsigned char *rgb, unsigned char *Y,
                                      unsigned char *U, unsigned char *V, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int r = rgb[3 * i + 0];
        int g = rgb[3 * i + 1];
        int b = rgb[3 * i + 2];
        Y[i] = (unsigned char)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
        U[i] = (unsigned char)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128);
        V[i] = (unsigned char)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128);
    }
}
