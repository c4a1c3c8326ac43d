extern "C" __global__ void embedding_gather_cf2x(const float* table, const int* idx, float* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
