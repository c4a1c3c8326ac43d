// Held-out suite 7 (frozen). The area of every label of a label image (labels 0 to 63):
// counts[l] += the number of pixels labelled l. One thread per pixel, adding one to its
// label's count in global memory.
__kernel void label_area_count(__global const int *labels, __global int *counts, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        atomic_add(&counts[labels[i]], 1);
}
