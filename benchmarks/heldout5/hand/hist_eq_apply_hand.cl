// Held-out suite 5 (frozen), hand version of hist_eq_apply: every work-group first builds
// the 256-entry table in local memory (one entry per work-item), then each work-item maps
// four pixels, read and written as one 32-bit word. n is a multiple of 4; the launch covers
// n / 4 work-items in groups of 256.
__kernel void hist_eq_apply_hand(__global const uchar *img, __global const uint *cdf,
                                 __global uchar *out, uint cdfmin, int n)
{
    __local uint lut[256];
    uint den = (uint)n > cdfmin ? (uint)n - cdfmin : 1u;
    for (int v = get_local_id(0); v < 256; v += get_local_size(0)) {
        uint c = cdf[v];
        uint num = c > cdfmin ? c - cdfmin : 0u;
        lut[v] = (uint)((ulong)num * 255ul / den);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (4 * t < n) {
        uint w = ((__global const uint *)img)[t];
        uint o = lut[w & 255u] | (lut[(w >> 8) & 255u] << 8) | (lut[(w >> 16) & 255u] << 16)
                 | (lut[w >> 24] << 24);
        ((__global uint *)out)[t] = o;
    }
}
