// Held-out suite 7 (frozen). 8-bit unsigned normalised values to floats: out = in * inv
// (inv is 1 / 255). One byte per thread.
__kernel void u8_unorm_to_float(__global const unsigned char *in, __global float *out,
                                float inv, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        out[i] = (float)in[i] * inv;
}
