// Held-out suite 11 (frozen). The 32-bit FNV-1a hash of every word's four bytes, lowest byte
// first.
extern "C" __global__ void fnv1a_hash_u32(const unsigned int *w, unsigned int *h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int word = w[i];
        unsigned int hash = 2166136261u;
        for (int b = 0; b < 4; ++b) {
            hash ^= (word >> (8 * b)) & 0xFFu;
            hash *= 16777619u;
        }
        h[i] = hash;
    }
}
