// Held-out suite 7 (frozen). Splits a fused QKV projection (T tokens x [3][H][D], row-major)
// into three head-major tensors q, k, v (H x T x D). A 2D grid whose x index is the token
// and whose y index is h * D + d.
extern "C" __global__ void qkv_split_heads_tx(const float *qkv, float *q, float *k, float *v,
                                              int T, int H, int D)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
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
