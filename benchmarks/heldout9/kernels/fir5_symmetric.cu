// Held-out suite 9 (frozen). A symmetric 5-tap binomial smoothing filter (1 4 6 4 1) / 16 over
// a signal, zero beyond its ends.
extern "C" __global__ void fir5_symmetric(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float m2 = i >= 2 ? x[i - 2] : 0.0f;
        float m1 = i >= 1 ? x[i - 1] : 0.0f;
        float p1 = i + 1 < n ? x[i + 1] : 0.0f;
        float p2 = i + 2 < n ? x[i + 2] : 0.0f;
        y[i] = 0.375f * x[i] + 0.25f * (m1 + p1) + 0.0625f * (m2 + p2);
    }
}
