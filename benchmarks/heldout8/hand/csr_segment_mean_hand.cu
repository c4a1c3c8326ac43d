// Held-out suite 8 (frozen), hand version of csr_segment_mean: a warp per segment (blocks
// of 32 x 8 threads, eight segments per block), lanes reading the segment 32 values at a
// time (coalesced), the sum added by xor shuffles.
extern "C" __global__ void csr_segment_mean_hand(const int *offsets, const float *vals,
                                                 float *mean, int nseg)
{
    int lane = threadIdx.x;
    int s = blockIdx.x * 8 + threadIdx.y;
    int b = 0, e = 0;
    if (s < nseg) {
        b = offsets[s];
        e = offsets[s + 1];
    }
    float acc = 0.0f;
    for (int j = b + lane; j < e; j += 32)
        acc += vals[j];
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (s < nseg && lane == 0)
        mean[s] = e > b ? acc / (float)(e - b) : 0.0f;
}
