// Held-out suite 13 (frozen). The Mish activation x tanh(log(1 + e^x)), a thread per element.
extern "C" __global__ void mish_act(const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = v * tanhf(log1pf(expf(v)));
    }
}
