// Held-out suite 11 (frozen), hand version of class_weight_tally8: every thread keeps the
// eight totals in registers over a grid-stride loop (coalesced), adds them to the block's
// eight shared counters, and eight threads add the block's totals to sums (eight global
// atomics per block). sums starts at zero.
extern "C" __global__ void class_weight_tally8_hand(const unsigned char *__restrict__ label,
                                                    const int *__restrict__ weight,
                                                    int *__restrict__ sums, int n)
{
    __shared__ int block_sums[8];
    int t = threadIdx.x;
    if (t < 8)
        block_sums[t] = 0;
    __syncthreads();
    int acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) {
        int c = label[i] & 7, w = weight[i];
#pragma unroll
        for (int k = 0; k < 8; ++k)
            acc[k] += c == k ? w : 0;
    }
#pragma unroll
    for (int k = 0; k < 8; ++k)
        if (acc[k] != 0)
            atomicAdd(&block_sums[k], acc[k]);
    __syncthreads();
    if (t < 8 && block_sums[t] != 0)
        atomicAdd(&sums[t], block_sums[t]);
}
