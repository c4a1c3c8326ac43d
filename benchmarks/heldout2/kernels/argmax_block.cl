// over 256 elements per block: a tree in local memory with sequential addressing.
__kernel void argmax_block(__global const float *in, __global float *maxv, __global int *maxi, int n)
{
    __local float sv[256];
    __local int si[256];
    int t = get_local_id(0);
    int g = get_group_id(0) * 256 + t;
    sv[t] = g < n ? in[g] : -3.0e38f;
    si[t] = g < n ? g : n;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 128; st > 0; st >>= 1) {
        if (t < st) {
            float a = sv[t], b = sv[t + st];
            if (b > a || (b == a && si[t + st] < si[t])) {
                sv[t] = b;
                si[t] = si[t + st];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0) {
        maxv[get_group_id(0)] = sv[0];
        maxi[get_group_id(0)] = si[0];
    }
}
