// Held-out suite 11 (frozen). The total weight of each of eight classes, a work-item per
// element adding its weight to the counter of its label. sums starts at zero.
__kernel void class_weight_tally8(__global const uchar *label, __global const int *weight,
                                  __global int *sums, int n)
{
    int i = get_global_id(0);
    if (i < n)
        atomic_add(&sums[label[i] & 7], weight[i]);
}
