// Held-out suite 11 (frozen), hand version of sign_tally3: every thread counts in registers
// over a grid-stride loop (coalesced), the block adds its threads' counts in shared memory,
// and one thread per counter adds the block's total to counts (three global atomics per
// block). counts starts at zero.
extern "C" __global__ void sign_tally3_hand(const float *x, int *counts, int n)
{
    __shared__ int block_counts[3];
    int t = threadIdx.x;
    if (t < 3)
        block_counts[t] = 0;
    __syncthreads();
    int neg = 0, zero = 0, pos = 0;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) {
        float v = x[i];
        neg += v < 0.0f;
        zero += v == 0.0f;
        pos += v > 0.0f;
    }
    atomicAdd(&block_counts[0], neg);
    atomicAdd(&block_counts[1], zero);
    atomicAdd(&block_counts[2], pos);
    __syncthreads();
    if (t < 3)
        atomicAdd(&counts[t], block_counts[t]);
}
