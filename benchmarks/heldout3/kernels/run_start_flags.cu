// Held-out suite 3 (frozen). Run-length encoding, first step: flags[i] = 1 where a run of
// equal keys starts (i == 0 or key[i] != key[i - 1]), else 0. One thread per key.
extern "C" __global__ void run_start_flags(const int *key, int *flags, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        flags[i] = (i == 0 || key[i] != key[i - 1]) ? 1 : 0;
}
