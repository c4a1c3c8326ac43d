extern "C" __global__ void embedding_gather_cf4x(const float* table, const int* idx, float* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
