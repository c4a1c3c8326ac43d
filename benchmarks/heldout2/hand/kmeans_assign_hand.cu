// Held-out suite 2 (frozen), hand version of kmeans_assign: the block's 256 points (2048
// contiguous floats) are staged in shared memory by coalesced loads into rows padded to 9
// words (no bank conflicts), the k <= 16 centroids beside them; blockDim.x is 256.
extern "C" __global__ void kmeans_assign_hand(const float *pts, const float *cent, int *label,
                                              int n, int k)
{
    __shared__ float sp[256 * 9];
    __shared__ float sc[16 * 8];
    int t = threadIdx.x;
    int base = blockIdx.x * 2048;
    for (int q = t; q < 2048; q += 256)
        if (base + q < 8 * n)
            sp[(q >> 3) * 9 + (q & 7)] = pts[base + q];
    if (t < 8 * k)
        sc[t] = cent[t];
    __syncthreads();
    int i = blockIdx.x * 256 + t;
    if (i < n) {
        float best = 3.0e38f;
        int bi = 0;
        for (int c = 0; c < k; c++) {
            float d = 0.0f;
            for (int f = 0; f < 8; f++) {
                float u = sp[t * 9 + f] - sc[c * 8 + f];
                d += u * u;
            }
            if (d < best) {
                best = d;
                bi = c;
            }
        }
        label[i] = bi;
    }
}
