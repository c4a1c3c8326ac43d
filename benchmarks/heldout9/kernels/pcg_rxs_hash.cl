// Held-out suite 9 (frozen). The PCG RXS-M-XS output permutation of every word: one LCG
// step, a random xorshift, a multiply and a final xorshift.
__kernel void pcg_rxs_hash(__global const unsigned int *in, __global unsigned int *out, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        unsigned int s = in[i] * 747796405u + 2891336453u;
        unsigned int w = ((s >> ((s >> 28u) + 4u)) ^ s) * 277803737u;
        out[i] = (w >> 22u) ^ w;
    }
}
