// Held-out suite 8 (frozen). Joint histogram of two 8-bit images quantised to 16 levels
// each (256 bins, as for mutual information), a global atomic add per pixel pair.
extern "C" __global__ void joint_hist16x16(const unsigned char *a, const unsigned char *b,
                                           int *hist, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&hist[(a[i] >> 4) * 16 + (b[i] >> 4)], 1);
}
