// Held-out suite 13 (frozen). The rounded-up average (a + b + 1) / 2 of two byte planes, a
// thread per element.
extern "C" __global__ void avg_round_u8(const unsigned char *a, const unsigned char *b,
                                        unsigned char *avg, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        avg[i] = (unsigned char)(((int)a[i] + (int)b[i] + 1) >> 1);
}
