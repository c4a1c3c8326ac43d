extern "C" __global__ void embedding_gather(const float* table, const int* idx, float* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src = idx[i] * D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        for (int j = 0; j < D; j++)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            out[i * D + j] = table[src + j];
    }
}
