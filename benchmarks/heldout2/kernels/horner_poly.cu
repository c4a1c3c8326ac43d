// Held-out suite 2 (frozen). A degree-8 polynomial with coefficients c[0..8] evaluated at
// every element by Horner's rule.
extern "C" __global__ void horner_poly(const float *x, const float *c, float *out, int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < n) {
        float v = x[g];
        float acc = c[8];
        for (int k = 7; k >= 0; k--)
            acc = acc * v + c[k];
        out[g] = acc;
    }
}
