// Held-out suite 13 (frozen). The reverse complement of a DNA sequence of ASCII letters (A-T,
// C-G, anything else N), each letter written to its mirrored position, a thread per element.
extern "C" __global__ void dna_revcomp_u8(const unsigned char *seq, unsigned char *rc, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned char b = seq[i];
        /* ASCII: A 65, C 67, G 71, N 78, T 84 */
        unsigned char c = (b == 65) ? 84 : (b == 84) ? 65 : (b == 67) ? 71 : (b == 71) ? 67 : 78;
        rc[n - 1 - i] = c;
    }
}
