// Held-out suite 4 (frozen), hand version of gbmv_rows: blocks of 128 threads copy the
// band rows of their 128 rows (128 w contiguous floats) into shared memory with coalesced
// loads, then each thread walks its row there (w is odd: conflict-free). hw <= 16.
extern "C" __global__ void gbmv_rows_hand(const float *band, const float *x, float *y,
                                          int n, int hw)
{
    __shared__ float sb[128 * 33];
    int t = threadIdx.x;
    int row0 = blockIdx.x * 128;
    int w = 2 * hw + 1;
    int total = n * w;
    for (int e = t; e < 128 * w; e += 128) {
        int g = row0 * w + e;
        sb[e] = g < total ? band[g] : 0.0f;
    }
    __syncthreads();
    int i = row0 + t;
    if (i < n) {
        float s = 0.0f;
        for (int d = 0; d < w; d++) {
            int j = i - hw + d;
            if (j >= 0 && j < n)
                s += sb[t * w + d] * x[j];
        }
        y[i] = s;
    }
}
