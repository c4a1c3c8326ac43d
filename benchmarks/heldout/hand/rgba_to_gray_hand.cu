// Held-out suite (frozen), hand version of rgba_to_gray: four pixels per thread, one 16-byte
// load (uint4, byte 0 of each word is r) and one 4-byte store (uchar4). n is a multiple of 4.
__device__ unsigned char gray_of(unsigned int w)
{
    int r = w & 255u;
    int g = (w >> 8) & 255u;
    int b = (w >> 16) & 255u;
    int a = w >> 24;
    int y = (77 * r + 150 * g + 29 * b) >> 8;
    return (unsigned char)((y * a + 127) / 255);
}

extern "C" __global__ void rgba_to_gray_hand(const unsigned char *rgba, unsigned char *gray, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * t < n) {
        uint4 w = ((const uint4 *)rgba)[t];
        uchar4 o;
        o.x = gray_of(w.x);
        o.y = gray_of(w.y);
        o.z = gray_of(w.z);
        o.w = gray_of(w.w);
        ((uchar4 *)gray)[t] = o;
    }
}
