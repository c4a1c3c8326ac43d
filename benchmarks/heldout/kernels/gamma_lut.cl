// Held-out suite (frozen). Gamma correction of an 8-bit image through a 256-entry table in
// global memory.
// Memory problem: one 1-byte load and one 1-byte store per work-item, the table read from
// global memory by every work-item.
__kernel void gamma_lut(__global const uchar *in, __global const uchar *lut, __global uchar *out,
                        int n)
{
    int i = get_global_id(0);
    if (i < n)
        out[i] = lut[in[i]];
}
