// Held-out suite 5 (frozen). Attention scores of small heads: S[h][i][j] = scale (q_i . k_j)
// with queries and keys of 16 floats (Q and K are heads x seq x 16, S heads x seq x seq).
// One thread per score (x: key j, y: query i, z: head), reading both rows from global
// memory.
__kernel void qk_scores_d16(__global const float *Q, __global const float *K,
                            __global float *S, float scale, int seq)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int h = get_group_id(2);
    if (i < seq && j < seq) {
        __global const float *q = Q + (h * seq + i) * 16;
        __global const float *k = K + (h * seq + j) * 16;
        float s = 0.0f;
        for (int d = 0; d < 16; d++)
            s += q[d] * k[d];
        S[(h * seq + i) * seq + j] = scale * s;
    }
}
