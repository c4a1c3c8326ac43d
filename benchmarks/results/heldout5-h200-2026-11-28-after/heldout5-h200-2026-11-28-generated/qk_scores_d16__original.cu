extern "C" __global__ void qk_scores_d16(const float* Q, const float* K, float* S, float scale, int seq) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    int h = blockIdx.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
    if (i < seq && j < seq) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* q = Q + (h * seq + i) * 16;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        const float* k = K + (h * seq + j) * 16;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        float s = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        for (int d = 0; d < 16; d++)
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
            s += q[d] * k[d];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/qk_scores_d16.cu"
        S[(h * seq + i) * seq + j] = scale * s;
    }
}
