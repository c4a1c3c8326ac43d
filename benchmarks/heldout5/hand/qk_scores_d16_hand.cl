// Held-out suite 5 (frozen), hand version of qk_scores_d16: work-groups of 32 x 8 make a
// 32-key x 8-query tile of scores; they first copy the tile's 32 key rows (padded to 17
// floats: conflict-free) and 8 query rows into local memory with coalesced loads, then
// each work-item forms its dot product there. The launch covers seq x seq work-items per
// head.
__kernel void qk_scores_d16_hand(__global const float *Q, __global const float *K,
                                 __global float *S, float scale, int seq)
{
    __local float ks[32][17];
    __local float qs[8][16];
    int tx = get_local_id(0), ty = get_local_id(1);
    int h = get_group_id(2);
    int j0 = get_group_id(0) * 32, i0 = get_group_id(1) * 8;
    int t = ty * 32 + tx;
    for (int e = t; e < 512; e += 256) {
        int jr = j0 + (e >> 4);
        ks[e >> 4][e & 15] = jr < seq ? K[(h * seq + jr) * 16 + (e & 15)] : 0.0f;
    }
    if (t < 128) {
        int ir = i0 + (t >> 4);
        qs[t >> 4][t & 15] = ir < seq ? Q[(h * seq + ir) * 16 + (t & 15)] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = i0 + ty, j = j0 + tx;
    if (i < seq && j < seq) {
        float s = 0.0f;
        for (int d = 0; d < 16; d++)
            s += qs[ty][d] * ks[tx][d];
        S[(h * seq + i) * seq + j] = scale * s;
    }
}
