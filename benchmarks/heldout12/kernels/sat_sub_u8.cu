// Held-out suite 12 (frozen). The saturating difference max(a - b, 0) of two byte arrays.
extern "C" __global__ void sat_sub_u8(const unsigned char *a, const unsigned char *b,
                                      unsigned char *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = (int)a[i] - (int)b[i];
        d[i] = (unsigned char)(v > 0 ? v : 0);
    }
}
