// Held-out suite 12 (frozen). The bits of each 32-bit word in reverse order, by swapping
// halves, bytes, nibbles, pairs and bits.
extern "C" __global__ void bit_reverse_u32(const unsigned int *w, unsigned int *r, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = w[i];
        v = (v >> 16) | (v << 16);
        v = ((v >> 8) & 0x00FF00FFu) | ((v & 0x00FF00FFu) << 8);
        v = ((v >> 4) & 0x0F0F0F0Fu) | ((v & 0x0F0F0F0Fu) << 4);
        v = ((v >> 2) & 0x33333333u) | ((v & 0x33333333u) << 2);
        v = ((v >> 1) & 0x55555555u) | ((v & 0x55555555u) << 1);
        r[i] = v;
    }
}
