// Held-out suite (frozen). One Jacobi-1D sweep: b[i] = (a[i-1] + a[i] + a[i+1]) / 3 inside,
// the two end points copied.
extern "C" __global__ void jacobi1d(const float *a, float *b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        if (i == 0 || i == n - 1)
            b[i] = a[i];
        else
            b[i] = 0.33333f * (a[i - 1] + a[i] + a[i + 1]);
    }
}
