extern "C" __global__ void pcg_rxs_hash_cf8x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_4 = in[i_4] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_4 = ((s_4 >> ((s_4 >> 28u) + 4u)) ^ s_4) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_4] = (w_4 >> 22u) ^ w_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_5 = in[i_5] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_5 = ((s_5 >> ((s_5 >> 28u) + 4u)) ^ s_5) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_5] = (w_5 >> 22u) ^ w_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_6 = in[i_6] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_6 = ((s_6 >> ((s_6 >> 28u) + 4u)) ^ s_6) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_6] = (w_6 >> 22u) ^ w_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int s_7 = in[i_7] * 747796405u + 2891336453u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        unsigned int w_7 = ((s_7 >> ((s_7 >> 28u) + 4u)) ^ s_7) * 277803737u;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/pcg_rxs_hash.cu"
        out[i_7] = (w_7 >> 22u) ^ w_7;
    }
}
