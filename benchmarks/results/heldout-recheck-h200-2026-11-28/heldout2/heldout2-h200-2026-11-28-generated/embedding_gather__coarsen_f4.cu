extern "C" __global__ void embedding_gather_cf4x(const float* table, const int* idx, float* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_2 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_2 = idx[i_2] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_2 = 0; j_2 < D; j_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_2 * D + j_2] = table[src_2 + j_2];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_3 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_3 = idx[i_3] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_3 = 0; j_3 < D; j_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_3 * D + j_3] = table[src_3 + j_3];
    }
}
