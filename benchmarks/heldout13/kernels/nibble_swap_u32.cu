// Held-out suite 13 (frozen). The two 4-bit halves of every byte of each 32-bit word swapped, a
// thread per element.
extern "C" __global__ void nibble_swap_u32(const unsigned int *w, unsigned int *s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = w[i];
        s[i] = ((v & 0x0f0f0f0fu) << 4) | ((v >> 4) & 0x0f0f0f0fu);
    }
}
