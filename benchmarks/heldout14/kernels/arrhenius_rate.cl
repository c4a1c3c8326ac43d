// Held-out suite 14 (frozen). The Arrhenius rate constant a exp(-(Ea / R) / T) at each
// temperature in kelvin; a work-item per temperature.
__kernel void arrhenius_rate(__global const float *temp_k, __global float *rate, float a,
                             float ea_over_r, int n)
{
    int i = get_global_id(0);
    if (i < n)
        rate[i] = a * exp(-ea_over_r / temp_k[i]);
}
