// Held-out suite 2 (frozen). y = a x + y with a blocked distribution: thread t handles the 8
// consecutive elements 8t .. 8t+7 (n is a multiple of 8).
extern "C" __global__ void chunked_saxpy(float a, const float *x, float *y, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (8 * t < n) {
        for (int k = 0; k < 8; k++)
            y[8 * t + k] = a * x[8 * t + k] + y[8 * t + k];
    }
}
