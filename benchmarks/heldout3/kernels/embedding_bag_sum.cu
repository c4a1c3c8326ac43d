// Held-out suite 3 (frozen). Embedding bags: out[b, :] is the sum of the table rows
// idx[off[b]] .. idx[off[b + 1] - 1] (D floats each; an empty bag gives zeros). One thread
// per bag, column by column.
extern "C" __global__ void embedding_bag_sum(const float *table, const int *idx, const int *off,
                                             float *out, int B, int D)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < B) {
        int k0 = off[b], k1 = off[b + 1];
        for (int d = 0; d < D; d++) {
            float s = 0.0f;
            for (int k = k0; k < k1; k++)
                s += table[idx[k] * D + d];
            out[b * D + d] = s;
        }
    }
}
