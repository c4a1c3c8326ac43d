// Held-out suite 7 (frozen). A 32-bit hash of every word xor a seed by the MurmurHash3
// finaliser (three xor-shifts and two multiplications).
extern "C" __global__ void fmix32_hash(const unsigned int *in, unsigned int *out,
                                       unsigned int seed, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int h = in[i] ^ seed;
        h ^= h >> 16;
        h *= 0x85ebca6bu;
        h ^= h >> 13;
        h *= 0xc2b2ae35u;
        h ^= h >> 16;
        out[i] = h;
    }
}
