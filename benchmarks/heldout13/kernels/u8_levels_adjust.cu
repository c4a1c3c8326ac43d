// Held-out suite 13 (frozen). A levels adjustment of bytes: clamped to [lo, hi], then stretched
// to 0..255 with an integer division, a thread per element.
extern "C" __global__ void u8_levels_adjust(const unsigned char *src, unsigned char *dst,
                                            int lo, int hi, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = min(max((int)src[i], lo), hi);
        dst[i] = (unsigned char)((v - lo) * 255 / (hi - lo));
    }
}
