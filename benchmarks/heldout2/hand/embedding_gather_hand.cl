// output (D / 4 threads per row, D a multiple of 4): a warp copies two whole rows with
// 16-byte accesses. The launch covers m * D / 4 threads.
__kernel void embedding_gather_hand(__global const float *table, __global const int *idx, __global float *out, int m, int D)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int q = D / 4;
    int i = g / q;
    if (i < m) {
        int j = g - i * q;
        ((__global float4 *)out)[g] = ((__global const float4 *)table)[idx[i] * q + j];
    }
}
