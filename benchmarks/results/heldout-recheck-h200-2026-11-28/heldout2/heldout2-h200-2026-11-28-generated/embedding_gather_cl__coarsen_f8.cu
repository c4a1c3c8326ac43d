extern "C" __global__ void embedding_gather_cf8x(const float* table, const int* idx, float* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_0 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_0 = idx[i_0] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_0 = 0; j_0 < D; j_0++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_0 * D + j_0] = table[src_0 + j_0];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_1 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_1 = idx[i_1] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_1 = 0; j_1 < D; j_1++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_1 * D + j_1] = table[src_1 + j_1];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_2 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_2 = idx[i_2] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_2 = 0; j_2 < D; j_2++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_2 * D + j_2] = table[src_2 + j_2];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_3 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_3 = idx[i_3] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_3 = 0; j_3 < D; j_3++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_3 * D + j_3] = table[src_3 + j_3];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_4 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_4 = idx[i_4] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_4 = 0; j_4 < D; j_4++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_4 * D + j_4] = table[src_4 + j_4];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_5 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_5 = idx[i_5] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_5 = 0; j_5 < D; j_5++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_5 * D + j_5] = table[src_5 + j_5];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_6 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_6 = idx[i_6] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_6 = 0; j_6 < D; j_6++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_6 * D + j_6] = table[src_6 + j_6];
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i_7 < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src_7 = idx[i_7] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j_7 = 0; j_7 < D; j_7++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i_7 * D + j_7] = table[src_7 + j_7];
    }
}
