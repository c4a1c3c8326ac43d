// Held-out suite 5 (frozen). Histogram equalisation applied to a byte image: with cdf the
// cumulative histogram (256 counts) and cdfmin its first non-zero count, every pixel v
// becomes (cdf[v] - cdfmin) * 255 / (n - cdfmin). One thread per pixel, which reads its
// byte, works out its own table entry from cdf and writes one byte.
extern "C" __global__ void hist_eq_apply(const unsigned char *img, const unsigned int *cdf,
                                         unsigned char *out, unsigned int cdfmin, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int c = cdf[img[i]];
        unsigned int num = c > cdfmin ? c - cdfmin : 0u;
        unsigned int den = (unsigned int)n > cdfmin ? (unsigned int)n - cdfmin : 1u;
        out[i] = (unsigned char)((unsigned long long)num * 255ull / den);
    }
}
