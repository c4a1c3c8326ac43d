// Held-out suite 6 (frozen). A Chebyshev series of eight coefficients c[0..7] evaluated at
// every point x[i] of [-1, 1] by Clenshaw's recurrence. One thread per point.
extern "C" __global__ void clenshaw_cheb8(const float *x, const float *c, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float t = x[i];
        float b1 = 0.0f, b2 = 0.0f;
        for (int k = 7; k >= 1; k--) {
            float b0 = c[k] + 2.0f * t * b1 - b2;
            b2 = b1;
            b1 = b0;
        }
        y[i] = c[0] + t * b1 - b2;
    }
}
