// Held-out suite 6 (frozen), hand version of outer_product_rowx: x indexes the columns
// instead, four of them per thread written as one float4 (lanes take neighbouring words of
// a row: coalesced). m is a multiple of 4; the launch covers m / 4 x n threads.
__kernel void outer_product_rowx_hand(__global const float *a, __global const float *b,
                                      __global float *out, int n, int m)
{
    int j4 = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int q = m >> 2;
    if (j4 < q && i < n) {
        float ai = a[i];
        float4 bj = ((__global const float4 *)b)[j4];
        float4 o;
        o.x = ai * bj.x;
        o.y = ai * bj.y;
        o.z = ai * bj.z;
        o.w = ai * bj.w;
        ((__global float4 *)out)[i * q + j4] = o;
    }
}
