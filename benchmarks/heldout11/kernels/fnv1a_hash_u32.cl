// Held-out suite 11 (frozen). The 32-bit FNV-1a hash of every word's four bytes, lowest byte
// first.
__kernel void fnv1a_hash_u32(__global const uint *w, __global uint *h, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint word = w[i];
        uint hash = 2166136261u;
        for (int b = 0; b < 4; ++b) {
            hash ^= (word >> (8 * b)) & 0xFFu;
            hash *= 16777619u;
        }
        h[i] = hash;
    }
}
