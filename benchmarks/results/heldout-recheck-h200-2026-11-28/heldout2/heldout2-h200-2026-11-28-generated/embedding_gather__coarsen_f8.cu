extern "C" __global__ void embedding_gather_cf8x(const float* table, const int* idx, float* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_4 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_4 = idx[i_4] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_4 = 0; j_4 < D; j_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_4 * D + j_4] = table[src_4 + j_4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_5 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_5 = idx[i_5] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_5 = 0; j_5 < D; j_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_5 * D + j_5] = table[src_5 + j_5];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_6 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_6 = idx[i_6] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_6 = 0; j_6 < D; j_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_6 * D + j_6] = table[src_6 + j_6];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i_7 < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src_7 = idx[i_7] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j_7 = 0; j_7 < D; j_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i_7 * D + j_7] = table[src_7 + j_7];
    }
}
