// Held-out suite 10 (frozen). The GC count of every DNA sequence of a batch (the letters G
// and C among its length bytes), a thread per sequence.
extern "C" __global__ void gc_content_seqs(const unsigned char *seq, int *gc, int seqs,
                                           int length)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < seqs) {
        int count = 0;
        for (int i = 0; i < length; i++) {
            unsigned char c = seq[(size_t)s * length + i];
            if (c == 'G' || c == 'C')
                count++;
        }
        gc[s] = count;
    }
}
