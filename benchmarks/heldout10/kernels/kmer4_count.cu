// Held-out suite 10 (frozen). The counts of the 256 DNA 4-mers of a sequence (a letter's
// 2-bit code is (byte >> 1) & 3: A 0, C 1, T 2, G 3), a thread per starting position adding
// one to its 4-mer's counter. counts starts at zero.
__device__ unsigned int base_code(unsigned char c)
{
    return (c >> 1) & 3u;
}

extern "C" __global__ void kmer4_count(const unsigned char *seq, int *counts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i + 3 < n) {
        unsigned int code = (base_code(seq[i]) << 6) | (base_code(seq[i + 1]) << 4) |
                            (base_code(seq[i + 2]) << 2) | base_code(seq[i + 3]);
        atomicAdd(&counts[code], 1);
    }
}
