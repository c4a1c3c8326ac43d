// Held-out suite 15 (frozen). Photon energy in electronvolts of each wavelength in nanometres,
// hc / lambda = 1239.84193 / nm.
extern "C" __global__ void photon_energy_ev(const float *nm, float *ev, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        ev[i] = 1239.84193f / nm[i];
}
