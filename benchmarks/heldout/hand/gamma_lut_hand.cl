// Held-out suite (frozen), hand version of gamma_lut: the table staged in __local memory
// (work-groups of 256), four bytes per work-item (vload4 / vstore4). n is a multiple of 4.
__kernel void gamma_lut_hand(__global const uchar *in, __global const uchar *lut, __global uchar *out,
                             int n)
{
    __local uchar t[256];
    int l = get_local_id(0);
    t[l] = lut[l];
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = get_global_id(0);
    if (4 * i < n) {
        uchar4 v = vload4(i, in);
        uchar4 o;
        o.x = t[v.x];
        o.y = t[v.y];
        o.z = t[v.z];
        o.w = t[v.w];
        vstore4(o, i, out);
    }
}
