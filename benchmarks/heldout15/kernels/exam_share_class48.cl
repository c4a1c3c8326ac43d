// Held-out suite 15 (frozen). Each student's share of the total score of its class (classes of
// 48 consecutive students, the last one possibly shorter): every student re-adds its whole
// class from global memory.
__kernel void exam_share_class48(__global const float *score, __global float *share, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int first = (i / 48) * 48;
        int last = first + 48 < n ? first + 48 : n;
        float total = 0.0f;
        for (int j = first; j < last; j++)
            total += score[j];
        share[i] = score[i] / total;
    }
}
