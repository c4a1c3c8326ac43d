// Held-out suite 5 (frozen), hand version of maxpool2x2_bwd: two pooled cells per
// work-item, their gradients and indices read as one float2 and one int2, and each of the
// two input rows written as one float4 (coalesced). wo is even; the launch covers wo / 2
// work-items along x.
__kernel void maxpool2x2_bwd_hand(__global const float *gout, __global const int *idx,
                                  __global float *gin, int wo, int rows)
{
    int x2 = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (2 * x2 < wo && y < rows) {
        int c = (y * wo >> 1) + x2;
        float2 g = ((__global const float2 *)gout)[c];
        int2 k = ((__global const int2 *)idx)[c];
        float4 top, bot;
        top.x = k.x == 0 ? g.x : 0.0f;
        top.y = k.x == 1 ? g.x : 0.0f;
        top.z = k.y == 0 ? g.y : 0.0f;
        top.w = k.y == 1 ? g.y : 0.0f;
        bot.x = k.x == 2 ? g.x : 0.0f;
        bot.y = k.x == 3 ? g.x : 0.0f;
        bot.z = k.y == 2 ? g.y : 0.0f;
        bot.w = k.y == 3 ? g.y : 0.0f;
        int o = (2 * y * (2 * wo) >> 2) + x2;
        ((__global float4 *)gin)[o] = top;
        ((__global float4 *)gin)[o + (wo >> 1)] = bot;
    }
}
