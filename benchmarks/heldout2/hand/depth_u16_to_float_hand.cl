// as one 8-byte ushort4 and written as one float4 (n a multiple of 4). The launch covers n / 4
// threads.
__kernel void depth_u16_to_float_hand(__global const ushort *d, __global float *out, float scale, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (4 * t < n) {
        ushort4 v = ((__global const ushort4 *)d)[t];
        float4 o;
        o.x = v.x == 0 ? -1.0f : (float)v.x * scale;
        o.y = v.y == 0 ? -1.0f : (float)v.y * scale;
        o.z = v.z == 0 ? -1.0f : (float)v.z * scale;
        o.w = v.w == 0 ? -1.0f : (float)v.w * scale;
        ((__global float4 *)out)[t] = o;
    }
}
