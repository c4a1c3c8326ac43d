// Held-out suite 10 (frozen), hand version of ipv4_header_checksum: a block's headers are
// copied to shared memory as 32-bit words by all its threads (consecutive words, coalesced;
// hdr 4-byte aligned), then each thread sums its five words' little-endian 16-bit halves (a
// stride of 5 words: no bank conflicts) and swaps the bytes of the folded sum (a ones'
// complement sum does not depend on the byte order). Blocks of at most 256 threads.
extern "C" __global__ void ipv4_header_checksum_hand(const unsigned char *__restrict__ hdr,
                                                     unsigned short *__restrict__ csum, int n)
{
    __shared__ unsigned int words[5 * 256];
    const unsigned int *all = (const unsigned int *)hdr;
    int t = threadIdx.x;
    int first = blockIdx.x * blockDim.x;
    int count = min((int)blockDim.x, n - first) * 5;
    for (int k = t; k < count; k += blockDim.x)
        words[k] = __ldg(all + first * 5 + k);
    __syncthreads();
    int i = first + t;
    if (i < n) {
        const unsigned int *w = words + 5 * t;
        unsigned int s = (w[0] & 0xffffu) + (w[0] >> 16) + (w[1] & 0xffffu) + (w[1] >> 16) +
                         (w[2] & 0xffffu) + (w[3] & 0xffffu) + (w[3] >> 16) +
                         (w[4] & 0xffffu) + (w[4] >> 16);
        s = (s & 0xffffu) + (s >> 16);
        s = (s & 0xffffu) + (s >> 16);
        s = ((s & 0xffu) << 8) | (s >> 8);
        csum[i] = (unsigned short)(~s & 0xffffu);
    }
}
