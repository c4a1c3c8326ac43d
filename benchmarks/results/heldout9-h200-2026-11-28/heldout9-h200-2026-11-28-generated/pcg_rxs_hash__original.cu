extern "C" __global__ void pcg_rxs_hash(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s = in[i] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w = ((s >> ((s >> 28u) + 4u)) ^ s) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i] = (w >> 22u) ^ w;
    }
}
