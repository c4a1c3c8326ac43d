// Held-out suite 10 (frozen). XTEA encryption (32 cycles) of every 64-bit block, its two
// halves in the planes v0 and v1, under one 128-bit key.
__kernel void xtea_encrypt(__global const uint *v0, __global const uint *v1,
                           __global const uint *key, __global uint *o0, __global uint *o1,
                           int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint a = v0[i], b = v1[i], sum = 0u;
        for (int r = 0; r < 32; r++) {
            a += (((b << 4) ^ (b >> 5)) + b) ^ (sum + key[sum & 3u]);
            sum += 0x9E3779B9u;
            b += (((a << 4) ^ (a >> 5)) + a) ^ (sum + key[(sum >> 11) & 3u]);
        }
        o0[i] = a;
        o1[i] = b;
    }
}
