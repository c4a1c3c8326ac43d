// Held-out suite 8 (frozen). Joint histogram of two 8-bit images quantised to 16 levels
// each (256 bins, as for mutual information), a global atomic add per pixel pair.
__kernel void joint_hist16x16(__global const unsigned char *a,
                              __global const unsigned char *b, __global int *hist, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        atomic_add(&hist[(a[i] >> 4) * 16 + (b[i] >> 4)], 1);
}
