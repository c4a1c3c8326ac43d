// Held-out suite 7 (frozen), hand version of qkv_split_heads_tx: the grid's x index runs
// along h * D + d in float4 words and its y index is the token, so that a warp reads 512
// neighbouring bytes of a token's row and writes runs of D floats. D is a multiple of 4;
// the launch covers (H * D / 4) x T threads.
extern "C" __global__ void qkv_split_heads_tx_hand(const float *qkv, float *q, float *k,
                                                   float *v, int T, int H, int D)
{
    int j4 = blockIdx.x * blockDim.x + threadIdx.x;
    int t = blockIdx.y * blockDim.y + threadIdx.y;
    int HD = H * D;
    if (4 * j4 < HD && t < T) {
        int j = 4 * j4;
        int h = j / D, d = j % D;
        int src = (t * 3 * HD + j) / 4;
        int dst = ((h * T + t) * D + d) / 4;
        const float4 *in4 = (const float4 *)qkv;
        ((float4 *)q)[dst] = in4[src];
        ((float4 *)k)[dst] = in4[src + HD / 4];
        ((float4 *)v)[dst] = in4[src + HD / 2];
    }
}
