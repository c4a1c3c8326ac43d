extern "C" __global__ void pcg_rxs_hash_opt(const unsigned int* in, unsigned int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 in_v0;
    uint4 out_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int s_m0 = in_v0.x * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int w_m0 = ((s_m0 >> ((s_m0 >> 28u) + 4u)) ^ s_m0) * 277803737u;
            out_v1.x = (w_m0 >> 22u) ^ w_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int s_m1 = in_v0.y * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int w_m1 = ((s_m1 >> ((s_m1 >> 28u) + 4u)) ^ s_m1) * 277803737u;
            out_v1.y = (w_m1 >> 22u) ^ w_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int s_m2 = in_v0.z * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int w_m2 = ((s_m2 >> ((s_m2 >> 28u) + 4u)) ^ s_m2) * 277803737u;
            out_v1.z = (w_m2 >> 22u) ^ w_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int s_m3 = in_v0.w * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
            unsigned int w_m3 = ((s_m3 >> ((s_m3 >> 28u) + 4u)) ^ s_m3) * 277803737u;
            out_v1.w = (w_m3 >> 22u) ^ w_m3;
            *(uint4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
