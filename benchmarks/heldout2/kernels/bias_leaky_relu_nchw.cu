// Held-out suite 2 (frozen). Bias add and leaky ReLU on an NCHW tensor: v = in + bias[c],
// out = v > 0 ? v : 0.125 v; one thread per element, c = (g / hw) % C.
extern "C" __global__ void bias_leaky_relu_nchw(const float *in, const float *bias, float *out,
                                                int n, int C, int hw)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < n) {
        float v = in[g] + bias[(g / hw) % C];
        out[g] = v > 0.0f ? v : 0.125f * v;
    }
}
