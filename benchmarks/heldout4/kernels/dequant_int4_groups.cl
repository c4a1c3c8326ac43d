// Held-out suite 4 (frozen). Dequantises 4-bit weights, two per byte (low nibble first),
// with a zero point of 8 and one scale per group of 64 weights: w = (q - 8) * scale.
// One thread per weight, reading its byte.
__kernel void dequant_int4_groups(__global const uchar *q, __global const float *scale,
                                  __global float *w, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int b = q[i >> 1];
        int v = (i & 1) ? (b >> 4) : (b & 15);
        w[i] = (float)(v - 8) * scale[i >> 6];
    }
}
