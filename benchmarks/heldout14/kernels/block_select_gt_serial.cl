// Held-out suite 14 (frozen). A selection (WHERE vals > thr) done per work-group of 256 rows:
// the group's rows are staged in local memory, then its first item packs the selected values
// in order at the start of the group's 256 output slots, zeroes the other slots and writes the
// group's count. Work-groups of exactly 256.
__kernel void block_select_gt_serial(__global const int *vals, __global int *out,
                                     __global int *count, int thr, int n)
{
    __local int rows[256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    int i = base + t;
    if (i < n)
        rows[t] = vals[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0) {
        int len = min(256, n - base);
        int k = 0;
        for (int j = 0; j < len; j++) {
            if (rows[j] > thr) {
                out[base + k] = rows[j];
                k++;
            }
        }
        for (int j = k; j < len; j++)
            out[base + j] = 0;
        count[get_group_id(0)] = k;
    }
}
