// Held-out suite 11 (frozen), hand version of sign_tally3: every work-item counts in
// registers over a grid-stride loop (coalesced), the group adds its items' counts in __local
// memory, and one item per counter adds the group's total to counts (three global atomics
// per group). counts starts at zero.
__kernel void sign_tally3_hand(__global const float *restrict x, __global int *restrict counts,
                               int n)
{
    __local int group_counts[3];
    int t = get_local_id(0);
    if (t < 3)
        group_counts[t] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    int neg = 0, zero = 0, pos = 0;
    for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
        float v = x[i];
        neg += v < 0.0f;
        zero += v == 0.0f;
        pos += v > 0.0f;
    }
    atomic_add(&group_counts[0], neg);
    atomic_add(&group_counts[1], zero);
    atomic_add(&group_counts[2], pos);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < 3)
        atomic_add(&counts[t], group_counts[t]);
}
