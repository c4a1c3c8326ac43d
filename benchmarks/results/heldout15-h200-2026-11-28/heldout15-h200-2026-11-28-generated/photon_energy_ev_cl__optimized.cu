extern "C" __global__ void photon_energy_ev_opt(const float* nm, float* ev, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 ev_v0;
    float4 nm_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        if (ucond) {
            nm_v1 = *(const float4*)&nm[i_m0];
            ev_v0.x = 1239.8419f / nm_v1.x;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        if (ucond) {
            ev_v0.y = 1239.8419f / nm_v1.y;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        if (ucond) {
            ev_v0.z = 1239.8419f / nm_v1.z;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/photon_energy_ev.cl"
        if (ucond) {
            ev_v0.w = 1239.8419f / nm_v1.w;
            *(float4*)(&ev[i_m3] - 3) = ev_v0;
        }
    }
}
