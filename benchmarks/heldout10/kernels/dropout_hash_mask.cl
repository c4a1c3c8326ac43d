// Held-out suite 10 (frozen). Inverted dropout with a counter-based mask: element i is kept
// (and scaled) when a 32-bit mix of i and the seed is at least the threshold, else zeroed.
uint mix32(uint x)
{
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    x ^= x >> 16;
    return x;
}

__kernel void dropout_hash_mask(__global const float *x, __global float *y, uint seed,
                                uint threshold, float scale, int n)
{
    int i = get_global_id(0);
    if (i < n)
        y[i] = mix32((uint)i ^ seed) >= threshold ? x[i] * scale : 0.0f;
}
