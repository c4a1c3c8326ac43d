extern "C" __global__ void qk_scores_d16_cf2x(const float* Q, const float* K, float* S, float scale, int seq) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int h = blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_0 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_0 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_0 = K + (h * seq + j_0) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_0 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_0 = 0; d_0 < 16; d_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_0 += q_0[d_0] * k_0[d_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_0] = scale * s_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j_1 < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q_1 = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k_1 = K + (h * seq + j_1) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s_1 = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d_1 = 0; d_1 < 16; d_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s_1 += q_1[d_1] * k_1[d_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j_1] = scale * s_1;
    }
}
