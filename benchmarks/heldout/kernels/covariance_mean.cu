// Held-out suite (frozen). PolyBench covariance, first kernel: the mean of every column of
// a row-major data matrix (n rows, m columns), one thread per column.
extern "C" __global__ void covariance_mean(const float *data, float *mean, int n, int m)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < m) {
        float s = 0.0f;
        for (int i = 0; i < n; ++i)
            s += data[i * m + j];
        mean[j] = s / (float)n;
    }
}
