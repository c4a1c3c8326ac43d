// Held-out suite 13 (frozen). The sum modulo 2^32 of an array of 32-bit words (a checksum),
// computed by one block: its threads add a block-stride loop each, then a shared-memory tree.
// Launched as a single block whose size is a power of two, at most 1024.
extern "C" __global__ void wrap_sum_u32_oneblock(const unsigned int *w, unsigned int *total,
                                                 int n)
{
    __shared__ unsigned int part[1024];
    int t = threadIdx.x;
    unsigned int s = 0u;
    for (int i = t; i < n; i += blockDim.x)
        s += w[i];
    part[t] = s;
    __syncthreads();
    for (int span = blockDim.x / 2; span > 0; span >>= 1) {
        if (t < span)
            part[t] += part[t + span];
        __syncthreads();
    }
    if (t == 0)
        total[0] = part[0];
}
