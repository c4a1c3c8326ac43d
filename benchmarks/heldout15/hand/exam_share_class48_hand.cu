// Held-out suite 15 (frozen), hand version of exam_share_class48: a block of 192 threads holds
// four whole classes; it stages their scores in shared memory (coalesced, each read once;
// zeros past the end, which leave a short last class's total unchanged), and after a barrier
// each thread adds its class there in the original's order (every thread of a class reads the
// same word at once: a broadcast). Blocks of exactly 192.
extern "C" __global__ void exam_share_class48_hand(const float *__restrict__ score,
                                                   float *__restrict__ share, int n)
{
    __shared__ float s[192];
    int i = blockIdx.x * 192 + threadIdx.x;
    s[threadIdx.x] = i < n ? score[i] : 0.0f;
    __syncthreads();
    if (i < n) {
        int first = (threadIdx.x / 48) * 48;
        float total = 0.0f;
        for (int k = 0; k < 48; k++)
            total += s[first + k];
        share[i] = s[threadIdx.x] / total;
    }
}
