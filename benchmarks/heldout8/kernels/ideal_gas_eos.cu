// Held-out suite 8 (frozen). The ideal-gas equation of state of every cell: pressure (gamma
// - 1) rho e and sound speed sqrt(gamma p / rho).
extern "C" __global__ void ideal_gas_eos(const float *rho, const float *e, float *p,
                                         float *cs, float gamma, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float d = rho[i];
        float pr = (gamma - 1.0f) * d * e[i];
        p[i] = pr;
        cs[i] = sqrtf(gamma * pr / d);
    }
}
