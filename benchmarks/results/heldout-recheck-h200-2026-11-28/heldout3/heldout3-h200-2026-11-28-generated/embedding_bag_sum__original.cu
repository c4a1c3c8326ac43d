extern "C" __global__ void embedding_bag_sum(const float* table, const int* idx, const int* off, float* out, int B, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0 = off[b];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1 = off[b + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d = 0; d < D; d++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k = k0; k < k1; k++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s += table[idx[k] * D + d];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b * D + d] = s;
        }
    }
}
