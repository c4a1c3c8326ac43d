// reduce: per-work-group sums of a uint4 array. Follows the AMD APP SDK sample Reduction,
// kernel reduce: each work-item adds two adjacent uint4 while loading (input[2*gid] +
// input[2*gid+1]), the group tree-reduces its local_size partial sums in __local memory
// (sequential addressing), and work-item 0 writes the group's uint4 sum to
// output[group id]; the host adds the partial sums. sdata holds get_local_size(0) uint4;
// the tree needs a power-of-two local size. Unsigned sums wrap modulo 2^32.
__kernel void reduce(__global const uint4 *input, __global uint4 *output,
                     __local uint4 *sdata)
{
    unsigned int tid = get_local_id(0);
    unsigned int bid = get_group_id(0);
    unsigned int gid = get_global_id(0);
    unsigned int localSize = get_local_size(0);
    unsigned int stride = gid * 2;

    sdata[tid] = input[stride] + input[stride + 1];
    barrier(CLK_LOCAL_MEM_FENCE);

    for (unsigned int s = localSize >> 1; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    if (tid == 0)
        output[bid] = sdata[0];
}
