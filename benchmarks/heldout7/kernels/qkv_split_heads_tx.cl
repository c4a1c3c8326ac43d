// Held-out suite 7 (frozen). Splits a fused QKV projection (T tokens x [3][H][D], row-major)
// into three head-major tensors q, k, v (H x T x D). A 2D grid whose x index is the token
// and whose y index is h * D + d.
__kernel void qkv_split_heads_tx(__global const float *qkv, __global float *q,
                                 __global float *k, __global float *v, int T, int H, int D)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int j = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int HD = H * D;
    if (t < T && j < HD) {
        int h = j / D, d = j % D;
        int src = t * 3 * HD + j;
        int dst = (h * T + t) * D + d;
        q[dst] = qkv[src];
        k[dst] = qkv[src + HD];
        v[dst] = qkv[src + 2 * HD];
    }
}
