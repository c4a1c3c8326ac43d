// Held-out suite 9 (frozen). A 5-point running median of a signal (indices clamped at its
// ends): every thread copies its window into its own five slots of a scratch buffer and
// bubble-sorts them there.
extern "C" __global__ void median5_scratch_global(const float *x, float *scratch, float *out,
                                                  int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float *w = scratch + 5 * i;
        for (int k = 0; k < 5; k++)
            w[k] = x[min(max(i + k - 2, 0), n - 1)];
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4 - a; b++) {
                float p = w[b], q = w[b + 1];
                if (p > q) {
                    w[b] = q;
                    w[b + 1] = p;
                }
            }
        out[i] = w[2];
    }
}
