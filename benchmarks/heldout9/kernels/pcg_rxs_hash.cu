// Held-out suite 9 (frozen). The PCG RXS-M-XS output permutation of every word: one LCG
// step, a random xorshift, a multiply and a final xorshift.
extern "C" __global__ void pcg_rxs_hash(const unsigned int *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int s = in[i] * 747796405u + 2891336453u;
        unsigned int w = ((s >> ((s >> 28u) + 4u)) ^ s) * 277803737u;
        out[i] = (w >> 22u) ^ w;
    }
}
