extern "C" __global__ void embedding_gather(const float* table, const int* idx, float* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src = idx[i] * D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        for (int j = 0; j < D; j++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            out[i * D + j] = table[src + j];
    }
}
