// Held-out suite 6 (frozen). The absolute difference of two byte images (frame
// differencing): out[i] = |a[i] - b[i]|. One thread per byte.
extern "C" __global__ void u8_absdiff(const unsigned char *a, const unsigned char *b,
                                      unsigned char *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int d = (int)a[i] - (int)b[i];
        out[i] = (unsigned char)(d < 0 ? -d : d);
    }
}
