// Held-out suite 15 (frozen), hand version of sessions_longest_gap_csr: 32 threads per user
// (eight users per block of 256) take its consecutive gaps in turn (coalesced loads), and the
// 32 maxima are combined by a tree in shared memory with a barrier between steps (reached by
// every thread: the guards only cover loads and stores). Blocks of exactly 256 on a grid of
// ceil(users / 8).
extern "C" __global__ void sessions_longest_gap_csr_hand(const int *__restrict__ offsets,
                                                         const int *__restrict__ times,
                                                         int *__restrict__ gap, int users)
{
    __shared__ int part[256];
    int lane = threadIdx.x & 31;
    int u = blockIdx.x * 8 + (threadIdx.x >> 5);
    int best = 0;
    if (u < users) {
        int end = offsets[u + 1];
        for (int j = offsets[u] + 1 + lane; j < end; j += 32) {
            int d = times[j] - times[j - 1];
            best = d > best ? d : best;
        }
    }
    part[threadIdx.x] = best;
    __syncthreads();
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span) {
            int o = part[threadIdx.x + span];
            if (o > part[threadIdx.x])
                part[threadIdx.x] = o;
        }
        __syncthreads();
    }
    if (lane == 0 && u < users)
        gap[u] = part[threadIdx.x];
}
