extern "C" __global__ void photon_energy_ev_cf4x(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_0] = 1239.8419f / nm[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_1] = 1239.8419f / nm[i_1];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_2] = 1239.8419f / nm[i_2];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_3] = 1239.8419f / nm[i_3];
}
