// Held-out suite 11 (frozen). The sum of magnitudes of every chunk of 256 samples: the
// work-group stages |x| in local memory, then its first item adds the 256 values.
// Work-groups of 256 items.
__kernel void chunk_abssum_thread0(__global const float *x, __global float *sums, int n)
{
    __local float mag[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    mag[t] = i < n ? fabs(x[i]) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0) {
        float total = 0.0f;
        for (int k = 0; k < 256; ++k)
            total += mag[k];
        sums[get_group_id(0)] = total;
    }
}
