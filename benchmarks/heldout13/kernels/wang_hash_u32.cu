// Held-out suite 13 (frozen). Thomas Wang's 32-bit integer hash of each word, a thread per
// element.
extern "C" __global__ void wang_hash_u32(const unsigned int *k, unsigned int *h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = k[i];
        v = (v ^ 61u) ^ (v >> 16);
        v = v + (v << 3);
        v = v ^ (v >> 4);
        v = v * 0x27d4eb2du;
        v = v ^ (v >> 15);
        h[i] = v;
    }
}
