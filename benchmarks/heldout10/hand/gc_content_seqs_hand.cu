// Held-out suite 10 (frozen), hand version of gc_content_seqs: a 2D grid, blockIdx.y the
// sequence and the blocks along x sharing its bytes; each thread reads four letters at a time
// as one 32-bit word, striding by the blocks' threads (coalesced, length a multiple of 4),
// the block adds its counts by warp shuffles and adds them to gc[s] with one atomic add
// (gc starts at zero).
__device__ int g_or_c(unsigned int w)
{
    int n = 0;
    for (int k = 0; k < 4; k++) {
        unsigned int c = (w >> (8 * k)) & 0xffu;
        n += (c == 'G') | (c == 'C');
    }
    return n;
}

extern "C" __global__ void gc_content_seqs_hand(const unsigned char *__restrict__ seq,
                                                int *__restrict__ gc, int seqs, int length)
{
    __shared__ int warp_counts[32];
    int s = blockIdx.y;
    const unsigned int *words = (const unsigned int *)(seq + (size_t)s * length);
    int nwords = length / 4;
    int count = 0;
    for (int w = blockIdx.x * blockDim.x + threadIdx.x; w < nwords; w += gridDim.x * blockDim.x)
        count += g_or_c(__ldg(words + w));
    for (int off = 16; off > 0; off >>= 1)
        count += __shfl_xor_sync(0xffffffffu, count, off);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0)
        warp_counts[warp] = count;
    __syncthreads();
    if (threadIdx.x == 0 && s < seqs) {
        int total = 0;
        for (int k = 0; k < (int)(blockDim.x >> 5); k++)
            total += warp_counts[k];
        if (total != 0)
            atomicAdd(&gc[s], total);
    }
}
