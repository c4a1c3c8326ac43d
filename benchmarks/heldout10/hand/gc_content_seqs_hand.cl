// Held-out suite 10 (frozen), hand version of gc_content_seqs: a 2D range, the second
// group index the sequence and the work-groups along the first sharing its bytes; each item
// reads four letters at a time as a uchar4, striding by the groups' items (coalesced, length
// a multiple of 4), the work-group adds its counts by a tree in __local memory and adds them
// to gc[s] with one atomic add (gc starts at zero). Work-groups of at most 256 items.
__kernel void gc_content_seqs_hand(__global const uchar *restrict seq, __global int *restrict gc,
                                   int seqs, int length)
{
    __local int part[256];
    int s = get_group_id(1);
    int t = get_local_id(0), size = get_local_size(0);
    __global const uchar4 *quads = (__global const uchar4 *)(seq + (size_t)s * length);
    int nquads = length / 4;
    int count = 0;
    for (int w = get_group_id(0) * size + t; w < nquads; w += get_num_groups(0) * size) {
        uchar4 c = quads[w];
        count += (c.x == 'G' || c.x == 'C') + (c.y == 'G' || c.y == 'C') +
                 (c.z == 'G' || c.z == 'C') + (c.w == 'G' || c.w == 'C');
    }
    part[t] = count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = size / 2; st > 0; st >>= 1) {
        if (t < st)
            part[t] += part[t + st];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0 && s < seqs && part[0] != 0)
        atomic_add(&gc[s], part[0]);
}
