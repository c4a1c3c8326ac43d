// Held-out suite 4 (frozen). Rotary position embedding: every pair (x[2 p], x[2 p + 1])
// of a (tokens x D) activation is rotated by the angle of its token and pair, given as
// cos and sin tables of tokens x D / 2. One thread per pair.
extern "C" __global__ void rope_pairs(const float *x, const float *cs,
                                      const float *sn, float *y, int npairs)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p < npairs) {
        float a = x[2 * p], b = x[2 * p + 1];
        float c = cs[p], s = sn[p];
        y[2 * p] = a * c - b * s;
        y[2 * p + 1] = a * s + b * c;
    }
}
