extern "C" __global__ void photon_energy_ev_cf8x(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_4] = 1239.8419f / nm[i_4];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_5] = 1239.8419f / nm[i_5];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_6] = 1239.8419f / nm[i_6];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i_7] = 1239.8419f / nm[i_7];
}
