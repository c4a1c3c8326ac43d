// Held-out suite 5 (frozen). Attention scores of small heads: S[h][i][j] = scale (q_i . k_j)
// with queries and keys of 16 floats (Q and K are heads x seq x 16, S heads x seq x seq).
// One thread per score (x: key j, y: query i, z: head), reading both rows from global
// memory.
extern "C" __global__ void qk_scores_d16(const float *Q, const float *K, float *S, float scale,
                                         int seq)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    int h = blockIdx.z;
    if (i < seq && j < seq) {
        const float *q = Q + (h * seq + i) * 16;
        const float *k = K + (h * seq + j) * 16;
        float s = 0.0f;
        for (int d = 0; d < 16; d++)
            s += q[d] * k[d];
        S[(h * seq + i) * seq + j] = scale * s;
    }
}
