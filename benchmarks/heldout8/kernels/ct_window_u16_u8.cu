// Held-out suite 8 (frozen). CT display windowing: every 16-bit sample clamped to the
// window [lo, lo + width] and scaled to a byte, one sample per thread.
extern "C" __global__ void ct_window_u16_u8(const unsigned short *in, unsigned char *out,
                                            int lo, int width, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int d = (int)in[i] - lo;
        d = d < 0 ? 0 : (d > width ? width : d);
        out[i] = (unsigned char)(d * 255 / width);
    }
}
