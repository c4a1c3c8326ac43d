// Held-out suite 3 (frozen), hand version of trmv_lower: one warp per row (blocks of 32 x 8
// threads, eight rows per block); the lanes stride along the row (coalesced) and the 32
// partial sums are added by warp shuffles. The launch covers 32 * n threads.
extern "C" __global__ void trmv_lower_hand(const float *L, const float *x, float *y, int n)
{
    int lane = threadIdx.x;
    int i = blockIdx.x * 8 + threadIdx.y;
    float s = 0.0f;
    if (i < n) {
        for (int j = lane; j <= i; j += 32)
            s += L[i * n + j] * x[j];
    }
    s += __shfl_xor_sync(0xffffffffu, s, 16);
    s += __shfl_xor_sync(0xffffffffu, s, 8);
    s += __shfl_xor_sync(0xffffffffu, s, 4);
    s += __shfl_xor_sync(0xffffffffu, s, 2);
    s += __shfl_xor_sync(0xffffffffu, s, 1);
    if (i < n && lane == 0)
        y[i] = s;
}
