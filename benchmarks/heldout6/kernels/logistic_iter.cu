// Held-out suite 6 (frozen). The logistic map x <- r x (1 - x) iterated iters times from
// every starting value (a population model evaluated for many initial conditions). One
// thread per value.
extern "C" __global__ void logistic_iter(const float *x0, float *x, float r, int iters, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x0[i];
        for (int k = 0; k < iters; k++)
            v = r * v * (1.0f - v);
        x[i] = v;
    }
}
