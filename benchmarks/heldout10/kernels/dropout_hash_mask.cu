// Held-out suite 10 (frozen). Inverted dropout with a counter-based mask: element i is kept
// (and scaled) when a 32-bit mix of i and the seed is at least the threshold, else zeroed.
__device__ unsigned int mix32(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    x ^= x >> 16;
    return x;
}

extern "C" __global__ void dropout_hash_mask(const float *x, float *y, unsigned int seed,
                                             unsigned int threshold, float scale, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = mix32((unsigned int)i ^ seed) >= threshold ? x[i] * scale : 0.0f;
}
