extern "C" __global__ void exam_share_class48_cf4x(const float* score, float* share, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int first_2 = i_2 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int last_2 = first_2 + 48 < n ? first_2 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        float total_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        for (int j_2 = first_2; j_2 < last_2; j_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
            total_2 += score[j_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        share[i_2] = score[i_2] / total_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int first_3 = i_3 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int last_3 = first_3 + 48 < n ? first_3 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        float total_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        for (int j_3 = first_3; j_3 < last_3; j_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
            total_3 += score[j_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        share[i_3] = score[i_3] / total_3;
    }
}
