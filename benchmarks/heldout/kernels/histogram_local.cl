// Held-out suite (frozen). 256-bin histogram of bytes: each work-group counts into a
// __local histogram with local atomics (work-items stride over the input by the global
// size), then adds it to the global one with global atomics. The local size is 256.
__kernel void histogram_local(__global const uchar *data, __global uint *hist, int n)
{
    __local uint h[256];
    int lid = get_local_id(0);
    h[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&h[data[i]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&hist[lid], h[lid]);
}
