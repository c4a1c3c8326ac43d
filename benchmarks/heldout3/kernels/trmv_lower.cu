// Held-out suite 3 (frozen). Lower-triangular matrix times vector, y = L x, with L stored
// as a full n x n row-major matrix of which only j <= i is read; one thread per row.
extern "C" __global__ void trmv_lower(const float *L, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0.0f;
        for (int j = 0; j <= i; j++)
            s += L[i * n + j] * x[j];
        y[i] = s;
    }
}
