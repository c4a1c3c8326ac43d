// Held-out suite 6 (frozen), hand version of u8_absdiff: sixteen bytes per thread, read and
// written as uint4 words (four 4-byte words of four bytes each), the differences taken byte
// by byte in registers. n is a multiple of 16; the launch covers n / 16 threads.
__kernel void u8_absdiff_hand(__global const uchar *a, __global const uchar *b,
                              __global uchar *out, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (16 * t < n) {
        uint4 wa = ((__global const uint4 *)a)[t];
        uint4 wb = ((__global const uint4 *)b)[t];
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
        ((__global uint4 *)out)[t] = wo;
    }
}
