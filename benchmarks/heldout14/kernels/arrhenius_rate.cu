// Held-out suite 14 (frozen). The Arrhenius rate constant a exp(-(Ea / R) / T) at each
// temperature in kelvin; a thread per temperature.
extern "C" __global__ void arrhenius_rate(const float *temp_k, float *rate, float a,
                                          float ea_over_r, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        rate[i] = a * expf(-ea_over_r / temp_k[i]);
}
