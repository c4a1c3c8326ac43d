extern "C" __global__ void embedding_bag_sum_cf4x(const float* table, const int* idx, const int* off, float* out, int B, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_2 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_2 = off[b_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_2 = off[b_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_2 = 0; d_2 < D; d_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_2 = k0_2; k_2 < k1_2; k_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_2 += table[idx[k_2] * D + d_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_2 * D + d_2] = s_2;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_3 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_3 = off[b_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_3 = off[b_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_3 = 0; d_3 < D; d_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_3 = k0_3; k_3 < k1_3; k_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_3 += table[idx[k_3] * D + d_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_3 * D + d_3] = s_3;
        }
    }
}
