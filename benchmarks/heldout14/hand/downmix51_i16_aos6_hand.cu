// Held-out suite 14 (frozen), hand version of downmix51_i16_aos6: a block of 256 threads per
// 256 frames; the block's 3 x 256 32-bit words of samples are read as consecutive words
// (coalesced) into shared memory, then after a barrier each thread takes its frame's three
// words (stride 3: no bank conflicts), splits them into int16 samples (little-endian) and
// computes the same sums. The last block's frames are counted so that no word past the array
// is read. Blocks of exactly 256.
extern "C" __global__ void downmix51_i16_aos6_hand(const short *__restrict__ frames,
                                                   float *__restrict__ left,
                                                   float *__restrict__ right, int n)
{
    __shared__ unsigned int words[3 * 256];
    int t = threadIdx.x;
    int base = blockIdx.x * 256;
    int count = min(256, n - base);
    const unsigned int *src = (const unsigned int *)(frames + 6 * (size_t)base);
    for (int k = t; k < 3 * count; k += 256)
        words[k] = src[k];
    __syncthreads();
    if (t < count) {
        unsigned int w0 = words[3 * t], w1 = words[3 * t + 1], w2 = words[3 * t + 2];
        short l = (short)(w0 & 0xffffu), r = (short)(w0 >> 16);
        short ctr = (short)(w1 & 0xffffu);
        short ls = (short)(w2 & 0xffffu), rs = (short)(w2 >> 16);
        float c = 0.5f * (float)ctr;
        left[base + t] = (float)l + c + 0.5f * (float)ls;
        right[base + t] = (float)r + c + 0.5f * (float)rs;
    }
}
