// Held-out suite 8 (frozen). A sparse vector given by a bit mask (bit i % 32 of word i /
// 32) made dense: x[i] where the bit is set, 0 elsewhere.
extern "C" __global__ void bitmask_densify(const unsigned int *mask, const float *x,
                                           float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = ((mask[i >> 5] >> (i & 31)) & 1u) ? x[i] : 0.0f;
}
