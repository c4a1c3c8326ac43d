// Held-out suite 6 (frozen). The absolute difference of two byte images (frame
// differencing): out[i] = |a[i] - b[i]|. One thread per byte.
__kernel void u8_absdiff(__global const uchar *a, __global const uchar *b, __global uchar *out,
                         int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int d = (int)a[i] - (int)b[i];
        out[i] = (uchar)(d < 0 ? -d : d);
    }
}
