// Held-out suite 13 (frozen), hand version of level_tally_per_thread: many blocks of 256
// threads each read a grid-stride share of the bytes once, four at a time as a uchar4 where
// the array allows, counting them in a private 64-bin histogram in shared memory, and add its
// non-zero bins to tally at the end. tally starts at zero; blocks of exactly 256.
extern "C" __global__ void level_tally_per_thread_hand(const unsigned char *__restrict__ data,
                                                       int *__restrict__ tally, int n)
{
    __shared__ int bins[64];
    int t = threadIdx.x;
    if (t < 64)
        bins[t] = 0;
    __syncthreads();
    int stride = gridDim.x * blockDim.x;
    int first = blockIdx.x * blockDim.x + t;
    int quads = n >> 2;
    const uchar4 *d4 = (const uchar4 *)data;
    for (int q = first; q < quads; q += stride) {
        uchar4 b = d4[q];
        atomicAdd(&bins[b.x & 63], b.x < 64 ? 1 : 0);
        atomicAdd(&bins[b.y & 63], b.y < 64 ? 1 : 0);
        atomicAdd(&bins[b.z & 63], b.z < 64 ? 1 : 0);
        atomicAdd(&bins[b.w & 63], b.w < 64 ? 1 : 0);
    }
    for (int i = 4 * quads + first; i < n; i += stride)
        atomicAdd(&bins[data[i] & 63], data[i] < 64 ? 1 : 0);
    __syncthreads();
    if (t < 64 && bins[t] != 0)
        atomicAdd(&tally[t], bins[t]);
}
