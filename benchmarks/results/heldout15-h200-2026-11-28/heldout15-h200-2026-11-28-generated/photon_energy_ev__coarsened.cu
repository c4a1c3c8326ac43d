extern "C" __global__ void photon_energy_ev_cf4x_st32(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_0] = 1239.8419f / nm[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_1] = 1239.8419f / nm[i_1];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_2] = 1239.8419f / nm[i_2];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_3] = 1239.8419f / nm[i_3];
}
