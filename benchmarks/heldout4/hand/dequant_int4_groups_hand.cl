// Held-out suite 4 (frozen), hand version of dequant_int4_groups: eight weights per
// thread, their four bytes read as one 32-bit word and written as two float4 (n is a
// multiple of 8, so the eight share a scale). The launch covers n / 8 threads.
__kernel void dequant_int4_groups_hand(__global const uchar *q, __global const float *scale,
                                       __global float *w, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (8 * t < n) {
        uint b = ((__global const uint *)q)[t];
        float s = scale[t >> 3];
        float4 lo, hi;
        lo.x = (float)((int)(b & 15u) - 8) * s;
        lo.y = (float)((int)((b >> 4) & 15u) - 8) * s;
        lo.z = (float)((int)((b >> 8) & 15u) - 8) * s;
        lo.w = (float)((int)((b >> 12) & 15u) - 8) * s;
        hi.x = (float)((int)((b >> 16) & 15u) - 8) * s;
        hi.y = (float)((int)((b >> 20) & 15u) - 8) * s;
        hi.z = (float)((int)((b >> 24) & 15u) - 8) * s;
        hi.w = (float)((int)(b >> 28) - 8) * s;
        ((__global float4 *)w)[2 * t] = lo;
        ((__global float4 *)w)[2 * t + 1] = hi;
    }
}
