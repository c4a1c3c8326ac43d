extern "C" __global__ void embedding_bag_sum_cf8x(const float* table, const int* idx, const int* off, float* out, int B, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    int b_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_4 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_4 = off[b_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_4 = off[b_4 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_4 = 0; d_4 < D; d_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_4 = k0_4; k_4 < k1_4; k_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_4 += table[idx[k_4] * D + d_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_4 * D + d_4] = s_4;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_5 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_5 = off[b_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_5 = off[b_5 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_5 = 0; d_5 < D; d_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_5 = k0_5; k_5 < k1_5; k_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_5 += table[idx[k_5] * D + d_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_5 * D + d_5] = s_5;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_6 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_6 = off[b_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_6 = off[b_6 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_6 = 0; d_6 < D; d_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_6 = k0_6; k_6 < k1_6; k_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_6 += table[idx[k_6] * D + d_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_6 * D + d_6] = s_6;
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
    if (b_7 < B) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k0_7 = off[b_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        int k1_7 = off[b_7 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
        for (int d_7 = 0; d_7 < D; d_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            float s_7 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            for (int k_7 = k0_7; k_7 < k1_7; k_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
                s_7 += table[idx[k_7] * D + d_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/kernels/embedding_bag_sum.cu"
            out[b_7 * D + d_7] = s_7;
        }
    }
}
