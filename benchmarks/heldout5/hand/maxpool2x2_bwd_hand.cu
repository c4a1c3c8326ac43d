// Held-out suite 5 (frozen), hand version of maxpool2x2_bwd: two pooled cells per thread,
// their gradients and indices read as one float2 and one int2, and each of the two input
// rows written as one float4 (coalesced). wo is even; the launch covers wo / 2 threads
// along x.
extern "C" __global__ void maxpool2x2_bwd_hand(const float *gout, const int *idx, float *gin,
                                               int wo, int rows)
{
    int x2 = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (2 * x2 < wo && y < rows) {
        int c = (y * wo >> 1) + x2;
        float2 g = ((const float2 *)gout)[c];
        int2 k = ((const int2 *)idx)[c];
        float4 top, bot;
        top.x = k.x == 0 ? g.x : 0.0f;
        top.y = k.x == 1 ? g.x : 0.0f;
        top.z = k.y == 0 ? g.y : 0.0f;
        top.w = k.y == 1 ? g.y : 0.0f;
        bot.x = k.x == 2 ? g.x : 0.0f;
        bot.y = k.x == 3 ? g.x : 0.0f;
        bot.z = k.y == 2 ? g.y : 0.0f;
        bot.w = k.y == 3 ? g.y : 0.0f;
        int o = (2 * y * (2 * wo) >> 2) + x2;
        ((float4 *)gin)[o] = top;
        ((float4 *)gin)[o + (wo >> 1)] = bot;
    }
}
