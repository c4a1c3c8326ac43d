// Held-out suite 12 (frozen), hand version of block_max_thread0: the block's 256 values
// combined by a shared memory tree, half the threads fewer at each of eight steps. Blocks of
// exactly 256.
extern "C" __global__ void block_max_thread0_hand(const float *__restrict__ x,
                                                  float *__restrict__ bmax, int n)
{
    __shared__ float vals[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    vals[t] = i < n ? x[i] : -3.4e38f;
    __syncthreads();
    for (int span = 128; span > 0; span >>= 1) {
        if (t < span)
            vals[t] = fmaxf(vals[t], vals[t + span]);
        __syncthreads();
    }
    if (t == 0)
        bmax[blockIdx.x] = vals[0];
}
