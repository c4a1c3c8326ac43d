// Held-out suite 2 (frozen). Embedding lookup: out[i, :] = table[idx[i], :] for rows of D
// floats, one thread per output row copying its D floats.
extern "C" __global__ void embedding_gather(const float *table, const int *idx, float *out,
                                            int m, int D)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < m) {
        int src = idx[i] * D;
        for (int j = 0; j < D; j++)
            out[i * D + j] = table[src + j];
    }
}
