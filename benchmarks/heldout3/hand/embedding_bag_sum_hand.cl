// Held-out suite 3 (frozen), hand version of embedding_bag_sum: one thread per output
// element (D threads per bag), so that a warp reads and writes whole 128-byte rows. The
// launch covers B * D threads.
__kernel void embedding_bag_sum_hand(__global const float *table, __global const int *idx,
                                     __global const int *off, __global float *out, int B, int D)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int b = g / D;
    if (b < B) {
        int d = g - b * D;
        float s = 0.0f;
        for (int k = off[b]; k < off[b + 1]; k++)
            s += table[idx[k] * D + d];
        out[g] = s;
    }
}
