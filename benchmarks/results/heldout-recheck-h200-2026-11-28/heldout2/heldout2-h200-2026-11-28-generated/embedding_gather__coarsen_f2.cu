extern "C" __global__ void embedding_gather_cf2x(const float* table, const int* idx, float* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_0 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_0 = idx[i_0] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_0 = 0; j_0 < D; j_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_0 * D + j_0] = table[src_0 + j_0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_1 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_1 = idx[i_1] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_1 = 0; j_1 < D; j_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_1 * D + j_1] = table[src_1 + j_1];
    }
}
