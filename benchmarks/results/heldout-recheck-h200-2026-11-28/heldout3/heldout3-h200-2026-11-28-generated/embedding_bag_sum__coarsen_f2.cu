extern "C" __global__ void embedding_bag_sum_cf2x(const float* table, const int* idx, const int* off, float* out, int B, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_0 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_0 = off[b_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_0 = off[b_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_0 = 0; d_0 < D; d_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_0 = k0_0; k_0 < k1_0; k_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_0 += table[idx[k_0] * D + d_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_0 * D + d_0] = s_0;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_1 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_1 = off[b_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_1 = off[b_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_1 = 0; d_1 < D; d_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_1 = k0_1; k_1 < k1_1; k_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_1 += table[idx[k_1] * D + d_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_1 * D + d_1] = s_1;
        }
    }
}
