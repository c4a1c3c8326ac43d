// Held-out suite 8 (frozen). The dot product of two int vectors, every thread adding its
// product to the single result with a global atomic add.
__kernel void dot_i32_atomic(__global const int *x, __global const int *y,
                             __global int *result, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        atomic_add(result, x[i] * y[i]);
}
