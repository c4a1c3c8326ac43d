// Held-out suite 13 (frozen). The reverse complement of a DNA sequence of ASCII letters (A-T,
// C-G, anything else N), each letter written to its mirrored position, a work-item per element.
__kernel void dna_revcomp_u8(__global const uchar *seq, __global uchar *rc, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uchar b = seq[i];
        /* ASCII: A 65, C 67, G 71, N 78, T 84 */
        uchar c = (b == 65) ? 84 : (b == 84) ? 65 : (b == 67) ? 71 : (b == 71) ? 67 : 78;
        rc[n - 1 - i] = c;
    }
}
