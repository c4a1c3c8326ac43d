extern "C" __global__ void exam_share_class48_cf2x(const float* score, float* share, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int first_0 = i_0 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int last_0 = first_0 + 48 < n ? first_0 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        float total_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        for (int j_0 = first_0; j_0 < last_0; j_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
            total_0 += score[j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        share[i_0] = score[i_0] / total_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int first_1 = i_1 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int last_1 = first_1 + 48 < n ? first_1 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        float total_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        for (int j_1 = first_1; j_1 < last_1; j_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
            total_1 += score[j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        share[i_1] = score[i_1] / total_1;
    }
}
