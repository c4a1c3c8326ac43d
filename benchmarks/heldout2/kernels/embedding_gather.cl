// floats, one thread per output row copying its D floats.
__kernel void embedding_gather(__global const float *table, __global const int *idx, __global float *out, int m, int D)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < m) {
        int src = idx[i] * D;
        for (int j = 0; j < D; j++)
            out[i * D + j] = table[src + j];
    }
}
