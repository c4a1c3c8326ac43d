// Held-out suite 15 (frozen), hand version of overheat_count_rows: 32 threads per machine
// (eight machines per block of 256) read consecutive samples of its row (coalesced) and count
// those above the limit; the 32 counts are added by a tree in shared memory with a barrier
// between steps (reached by every thread: the guards only cover loads and stores). Blocks of
// exactly 256 on a grid of ceil(rows / 8).
extern "C" __global__ void overheat_count_rows_hand(const float *__restrict__ temp,
                                                    int *__restrict__ count, float limit,
                                                    int rows, int t)
{
    __shared__ int part[256];
    int lane = threadIdx.x & 31;
    int r = blockIdx.x * 8 + (threadIdx.x >> 5);
    int c = 0;
    if (r < rows) {
        const float *row = temp + (size_t)r * t;
        for (int k = lane; k < t; k += 32)
            c += row[k] > limit;
    }
    part[threadIdx.x] = c;
    __syncthreads();
    for (int span = 16; span > 0; span >>= 1) {
        if (lane < span)
            part[threadIdx.x] += part[threadIdx.x + span];
        __syncthreads();
    }
    if (lane == 0 && r < rows)
        count[r] = part[threadIdx.x];
}
