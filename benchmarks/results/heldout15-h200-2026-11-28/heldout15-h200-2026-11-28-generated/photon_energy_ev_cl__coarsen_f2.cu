extern "C" __global__ void photon_energy_ev_cf2x(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_0] = 1239.8419f / nm[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_1] = 1239.8419f / nm[i_1];
}
