// Held-out suite 7 (frozen), hand version of qkv_split_heads_tx: the grid's x index runs
// along h * D + d in float4 words and its y index is the token, so that a warp reads 512
// neighbouring bytes of a token's row and writes runs of D floats. D is a multiple of 4;
// the launch covers (H * D / 4) x T threads.
__kernel void qkv_split_heads_tx_hand(__global const float *qkv, __global float *q,
                                      __global float *k, __global float *v, int T, int H,
                                      int D)
{
    int j4 = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int t = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int HD = H * D;
    if (4 * j4 < HD && t < T) {
        int j = 4 * j4;
        int h = j / D, d = j % D;
        int src = (t * 3 * HD + j) / 4;
        int dst = ((h * T + t) * D + d) / 4;
        __global const float4 *in4 = (__global const float4 *)qkv;
        ((__global float4 *)q)[dst] = in4[src];
        ((__global float4 *)k)[dst] = in4[src + HD / 4];
        ((__global float4 *)v)[dst] = in4[src + HD / 2];
    }
}
