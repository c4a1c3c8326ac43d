// Held-out suite 13 (frozen). How many of n bytes hold each level 0..63, a thread per level
// counting its matches over the whole input. Launched as one block of 64 threads.
extern "C" __global__ void level_tally_per_thread(const unsigned char *data, int *tally, int n)
{
    int level = blockIdx.x * blockDim.x + threadIdx.x;
    if (level < 64) {
        int c = 0;
        for (int i = 0; i < n; i++)
            c += (data[i] == level) ? 1 : 0;
        tally[level] = c;
    }
}
