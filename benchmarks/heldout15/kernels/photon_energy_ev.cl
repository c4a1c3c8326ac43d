// Held-out suite 15 (frozen). Photon energy in electronvolts of each wavelength in nanometres,
// hc / lambda = 1239.84193 / nm.
__kernel void photon_energy_ev(__global const float *nm, __global float *ev, int n)
{
    int i = get_global_id(0);
    if (i < n)
        ev[i] = 1239.84193f / nm[i];
}
