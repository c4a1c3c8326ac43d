// Held-out suite 8 (frozen). The ideal-gas equation of state of every cell: pressure (gamma
// - 1) rho e and sound speed sqrt(gamma p / rho).
__kernel void ideal_gas_eos(__global const float *rho, __global const float *e,
                            __global float *p, __global float *cs, float gamma, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float d = rho[i];
        float pr = (gamma - 1.0f) * d * e[i];
        p[i] = pr;
        cs[i] = sqrt(gamma * pr / d);
    }
}
