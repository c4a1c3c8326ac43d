extern "C" __global__ void pcg_rxs_hash_cf2x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        unsigned int s_0 = in[i_0] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        unsigned int w_0 = ((s_0 >> ((s_0 >> 28u) + 4u)) ^ s_0) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        out[i_0] = (w_0 >> 22u) ^ w_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        unsigned int s_1 = in[i_1] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        unsigned int w_1 = ((s_1 >> ((s_1 >> 28u) + 4u)) ^ s_1) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cl"
        out[i_1] = (w_1 >> 22u) ^ w_1;
    }
}
