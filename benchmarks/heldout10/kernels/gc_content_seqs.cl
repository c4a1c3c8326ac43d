// Held-out suite 10 (frozen). The GC count of every DNA sequence of a batch (the letters G
// and C among its length bytes), a work-item per sequence.
__kernel void gc_content_seqs(__global const uchar *seq, __global int *gc, int seqs,
                              int length)
{
    int s = get_global_id(0);
    if (s < seqs) {
        int count = 0;
        for (int i = 0; i < length; i++) {
            uchar c = seq[(size_t)s * length + i];
            if (c == 'G' || c == 'C')
                count++;
        }
        gc[s] = count;
    }
}
