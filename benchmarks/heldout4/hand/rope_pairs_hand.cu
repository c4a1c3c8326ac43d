// Held-out suite 4 (frozen), hand version of rope_pairs: two pairs per thread, x and y as
// one float4, the cos and sin as one float2 each (npairs is even). The launch covers
// npairs / 2 threads.
extern "C" __global__ void rope_pairs_hand(const float *x, const float *cs,
                                           const float *sn, float *y, int npairs)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * t < npairs) {
        float4 v = ((const float4 *)x)[t];
        float2 c = ((const float2 *)cs)[t];
        float2 s = ((const float2 *)sn)[t];
        float4 o;
        o.x = v.x * c.x - v.y * s.x;
        o.y = v.x * s.x + v.y * c.x;
        o.z = v.z * c.y - v.w * s.y;
        o.w = v.z * s.y + v.w * c.y;
        ((float4 *)y)[t] = o;
    }
}
