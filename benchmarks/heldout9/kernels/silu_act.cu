// Held-out suite 9 (frozen). The SiLU (swish) activation of every element: x / (1 + e^-x).
extern "C" __global__ void silu_act(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = v / (1.0f + expf(-v));
    }
}
