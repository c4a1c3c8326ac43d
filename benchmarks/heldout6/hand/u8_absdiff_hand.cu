// Held-out suite 6 (frozen), hand version of u8_absdiff: sixteen bytes per thread, read and
// written as uint4 words (four 4-byte words of four bytes each), the differences taken byte
// by byte in registers. n is a multiple of 16; the launch covers n / 16 threads.
extern "C" __global__ void u8_absdiff_hand(const unsigned char *a, const unsigned char *b,
                                           unsigned char *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (16 * t < n) {
        uint4 wa = ((const uint4 *)a)[t];
        uint4 wb = ((const uint4 *)b)[t];
        uint4 wo;
        wo.x = 0u;
        for (int s = 0; s < 32; s += 8) {
            int dx = (int)((wa.x >> s) & 255u) - (int)((wb.x >> s) & 255u);
            wo.x |= (unsigned int)(dx < 0 ? -dx : dx) << s;
        }
        wo.y = 0u;
        for (int s = 0; s < 32; s += 8) {
            int dy = (int)((wa.y >> s) & 255u) - (int)((wb.y >> s) & 255u);
            wo.y |= (unsigned int)(dy < 0 ? -dy : dy) << s;
        }
        wo.z = 0u;
        for (int s = 0; s < 32; s += 8) {
            int dz = (int)((wa.z >> s) & 255u) - (int)((wb.z >> s) & 255u);
            wo.z |= (unsigned int)(dz < 0 ? -dz : dz) << s;
        }
        wo.w = 0u;
        for (int s = 0; s < 32; s += 8) {
            int dw = (int)((wa.w >> s) & 255u) - (int)((wb.w >> s) & 255u);
            wo.w |= (unsigned int)(dw < 0 ? -dw : dw) << s;
        }
        ((uint4 *)out)[t] = wo;
    }
}
