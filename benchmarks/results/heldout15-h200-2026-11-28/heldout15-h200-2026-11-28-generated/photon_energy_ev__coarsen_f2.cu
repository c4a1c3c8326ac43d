extern "C" __global__ void photon_energy_ev_cf2x(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_0] = 1239.8419f / nm[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_1] = 1239.8419f / nm[i_1];
}
