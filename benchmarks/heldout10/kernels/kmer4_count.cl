// Held-out suite 10 (frozen). The counts of the 256 DNA 4-mers of a sequence (a letter's
// 2-bit code is (byte >> 1) & 3: A 0, C 1, T 2, G 3), a work-item per starting position
// adding one to its 4-mer's counter. counts starts at zero.
uint base_code(uchar c)
{
    return (c >> 1) & 3u;
}

__kernel void kmer4_count(__global const uchar *seq, __global int *counts, int n)
{
    int i = get_global_id(0);
    if (i + 3 < n) {
        uint code = (base_code(seq[i]) << 6) | (base_code(seq[i + 1]) << 4) |
                    (base_code(seq[i + 2]) << 2) | base_code(seq[i + 3]);
        atomic_add(&counts[code], 1);
    }
}
