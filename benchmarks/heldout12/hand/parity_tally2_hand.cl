// Held-out suite 12 (frozen), hand version of parity_tally2: each work-item counts the odd
// elements of a grid-stride loop in a register, the work-group adds them in __local memory, and
// one work-item adds the work-group's two totals to counts. counts starts at zero.
__kernel void parity_tally2_hand(__global const int *restrict v, __global int *restrict counts,
                                 int n)
{
    __local int block_odd;
    __local int block_seen;
    int t = get_local_id(0);
    if (t == 0) {
        block_odd = 0;
        block_seen = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int odd = 0, seen = 0;
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        odd += v[i] & 1;
        seen += 1;
    }
    atomic_add(&block_odd, odd);
    atomic_add(&block_seen, seen);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0) {
        atomic_add(&counts[0], block_seen - block_odd);
        atomic_add(&counts[1], block_odd);
    }
}
