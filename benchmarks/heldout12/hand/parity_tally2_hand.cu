// Held-out suite 12 (frozen), hand version of parity_tally2: each thread counts the odd
// elements of a grid-stride loop in a register, the block adds them in shared memory, and one
// thread adds the block's two totals to counts. counts starts at zero.
extern "C" __global__ void parity_tally2_hand(const int *__restrict__ v,
                                              int *__restrict__ counts, int n)
{
    __shared__ int block_odd;
    __shared__ int block_seen;
    int t = threadIdx.x;
    if (t == 0) {
        block_odd = 0;
        block_seen = 0;
    }
    __syncthreads();
    int odd = 0, seen = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (gridDim.x * blockDim.x)) {
        odd += v[i] & 1;
        seen += 1;
    }
    atomicAdd(&block_odd, odd);
    atomicAdd(&block_seen, seen);
    __syncthreads();
    if (t == 0) {
        atomicAdd(&counts[0], block_seen - block_odd);
        atomicAdd(&counts[1], block_odd);
    }
}
