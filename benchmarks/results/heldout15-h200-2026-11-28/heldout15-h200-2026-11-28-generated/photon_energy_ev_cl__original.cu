extern "C" __global__ void photon_energy_ev(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        ev[i] = 1239.8419f / nm[i];
}
