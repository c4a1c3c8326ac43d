// gets the offset sums[b] added (get_local_size(0) elements per block, ints).
__kernel void uniform_add(__global int *data, __global const int *sums, int n)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < n)
        data[g] = data[g] + sums[get_group_id(0)];
}
