// Held-out suite 4 (frozen), hand version of rope_pairs: two pairs per thread, x and y as
// one float4, the cos and sin as one float2 each (npairs is even). The launch covers
// npairs / 2 threads.
__kernel void rope_pairs_hand(__global const float *x, __global const float *cs,
                              __global const float *sn, __global float *y, int npairs)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (2 * t < npairs) {
        float4 v = ((__global const float4 *)x)[t];
        float2 c = ((__global const float2 *)cs)[t];
        float2 s = ((__global const float2 *)sn)[t];
        float4 o;
        o.x = v.x * c.x - v.y * s.x;
        o.y = v.x * s.x + v.y * c.x;
        o.z = v.z * c.y - v.w * s.y;
        o.w = v.z * s.y + v.w * c.y;
        ((__global float4 *)y)[t] = o;
    }
}
