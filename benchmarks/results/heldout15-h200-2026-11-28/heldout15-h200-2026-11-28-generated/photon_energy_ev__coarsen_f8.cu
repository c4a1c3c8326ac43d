extern "C" __global__ void photon_energy_ev_cf8x(const float* nm, float* ev, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_4] = 1239.8419f / nm[i_4];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_5] = 1239.8419f / nm[i_5];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_6] = 1239.8419f / nm[i_6];
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cu"
        ev[i_7] = 1239.8419f / nm[i_7];
}
