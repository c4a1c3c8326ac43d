// Bitonic sort of LOCAL_SIZE_LIMIT keys per work-group in local memory (after the NVIDIA
// OpenCL SDK oclSortingNetworks bitonicSortLocal). Work-group size LOCAL_SIZE_LIMIT / 2;
// dir = 1 sorts ascending, 0 descending.
#ifndef LOCAL_SIZE_LIMIT
#define LOCAL_SIZE_LIMIT 512U
#endif

inline void comparator_local(__local uint *keyA, __local uint *keyB, uint dir)
{
    uint t;
    if ((*keyA > *keyB) == dir) {
        t = *keyA;
        *keyA = *keyB;
        *keyB = t;
    }
}

__kernel void bitonic_sort_local(__global uint *d_dst, __global const uint *d_src, uint dir)
{
    __local uint l_key[LOCAL_SIZE_LIMIT];

    // offset to the beginning of the subarray and load data
    d_src += get_group_id(0) * LOCAL_SIZE_LIMIT + get_local_id(0);
    d_dst += get_group_id(0) * LOCAL_SIZE_LIMIT + get_local_id(0);
    l_key[get_local_id(0) + 0] = d_src[0];
    l_key[get_local_id(0) + (LOCAL_SIZE_LIMIT / 2)] = d_src[(LOCAL_SIZE_LIMIT / 2)];

    for (uint size = 2; size < LOCAL_SIZE_LIMIT; size <<= 1) {
        // bitonic merge
        uint ddd = dir ^ ((get_local_id(0) & (size / 2)) != 0);
        for (uint stride = size / 2; stride > 0; stride >>= 1) {
            barrier(CLK_LOCAL_MEM_FENCE);
            uint pos = 2 * get_local_id(0) - (get_local_id(0) & (stride - 1));
            comparator_local(&l_key[pos + 0], &l_key[pos + stride], ddd);
        }
    }

    // ddd == dir for the last bitonic merge step
    for (uint stride = LOCAL_SIZE_LIMIT / 2; stride > 0; stride >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        uint pos = 2 * get_local_id(0) - (get_local_id(0) & (stride - 1));
        comparator_local(&l_key[pos + 0], &l_key[pos + stride], dir);
    }

    barrier(CLK_LOCAL_MEM_FENCE);
    d_dst[0] = l_key[get_local_id(0) + 0];
    d_dst[(LOCAL_SIZE_LIMIT / 2)] = l_key[get_local_id(0) + (LOCAL_SIZE_LIMIT / 2)];
}
