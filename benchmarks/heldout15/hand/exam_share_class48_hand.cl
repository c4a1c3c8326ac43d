// Held-out suite 15 (frozen), hand version of exam_share_class48: a work-group of 192 items
// holds four whole classes; it stages their scores in local memory (coalesced, each read once;
// zeros past the end, which leave a short last class's total unchanged), and after a barrier
// each item adds its class there in the original's order. Work-groups of exactly 192.
__kernel void exam_share_class48_hand(__global const float *restrict score,
                                      __global float *restrict share, int n)
{
    __local float s[192];
    int t = get_local_id(0);
    int i = get_group_id(0) * 192 + t;
    s[t] = i < n ? score[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n) {
        int first = (t / 48) * 48;
        float total = 0.0f;
        for (int k = 0; k < 48; k++)
            total += s[first + k];
        share[i] = s[t] / total;
    }
}
