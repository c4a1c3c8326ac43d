// Held-out suite 11 (frozen). Every byte stretched from [lo, hi] to [0, 255] in integer
// arithmetic ((p - lo) * 255 / (hi - lo), rounded down, clamped).
extern "C" __global__ void contrast_stretch_u8(const unsigned char *src, unsigned char *dst,
                                               int lo, int hi, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = (src[i] - lo) * 255;
        int range = hi - lo;
        int q = v >= 0 ? v / range : -((-v + range - 1) / range);
        dst[i] = (unsigned char)min(max(q, 0), 255);
    }
}
