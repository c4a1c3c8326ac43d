extern "C" __global__ void pcg_rxs_hash_cf4x_st32(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_0 = in[i_0] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_0 = ((s_0 >> ((s_0 >> 28u) + 4u)) ^ s_0) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_0] = (w_0 >> 22u) ^ w_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_1 = in[i_1] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_1 = ((s_1 >> ((s_1 >> 28u) + 4u)) ^ s_1) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_1] = (w_1 >> 22u) ^ w_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_2 = in[i_2] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_2 = ((s_2 >> ((s_2 >> 28u) + 4u)) ^ s_2) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_2] = (w_2 >> 22u) ^ w_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_3 = in[i_3] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_3 = ((s_3 >> ((s_3 >> 28u) + 4u)) ^ s_3) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_3] = (w_3 >> 22u) ^ w_3;
    }
}
