// Held-out suite 4 (frozen), hand version of row_scatter_perm: one thread per four floats
// of a row (float4 loads and stores, D / 4 consecutive threads per row: coalesced). D is a
// multiple of 4; the launch covers n D / 4 threads.
extern "C" __global__ void row_scatter_perm_hand(const float *in, const int *perm,
                                                 float *out, int n, int D)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int q = D >> 2;
    if (t < n * q) {
        int r = t / q, k = t - r * q;
        float4 v = ((const float4 *)in)[t];
        ((float4 *)out)[perm[r] * q + k] = v;
    }
}
