// Held-out suite 5 (frozen). Histogram equalisation applied to a byte image: with cdf the
// cumulative histogram (256 counts) and cdfmin its first non-zero count, every pixel v
// becomes (cdf[v] - cdfmin) * 255 / (n - cdfmin). One thread per pixel, which reads its
// byte, works out its own table entry from cdf and writes one byte.
__kernel void hist_eq_apply(__global const uchar *img, __global const uint *cdf,
                            __global uchar *out, uint cdfmin, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        uint c = cdf[img[i]];
        uint num = c > cdfmin ? c - cdfmin : 0u;
        uint den = (uint)n > cdfmin ? (uint)n - cdfmin : 1u;
        out[i] = (uchar)((ulong)num * 255ul / den);
    }
}
