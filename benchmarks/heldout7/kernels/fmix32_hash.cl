// Held-out suite 7 (frozen). A 32-bit hash of every word xor a seed by the MurmurHash3
// finaliser (three xor-shifts and two multiplications).
__kernel void fmix32_hash(__global const unsigned int *in, __global unsigned int *out,
                          unsigned int seed, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
