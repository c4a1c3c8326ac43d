// value -1 where the sample is 0 (no reading); one 2-byte load per thread.
__kernel void depth_u16_to_float(__global const ushort *d, __global float *out, float scale, int n)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < n) {
        ushort v = d[g];
        out[g] = v == 0 ? -1.0f : (float)v * scale;
    }
}
