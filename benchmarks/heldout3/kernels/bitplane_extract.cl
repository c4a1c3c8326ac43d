// Held-out suite 3 (frozen). Bit-plane slicing of an 8-bit image: plane p holds bit p of
// every pixel as a 0/1 byte (planes[p * n + i] = (in[i] >> p) & 1). One thread per pixel:
// one 1-byte load and eight 1-byte stores.
__kernel void bitplane_extract(__global const uchar *in, __global uchar *planes, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int v = in[i];
        for (int p = 0; p < 8; p++)
            planes[p * n + i] = (uchar)((v >> p) & 1);
    }
}
