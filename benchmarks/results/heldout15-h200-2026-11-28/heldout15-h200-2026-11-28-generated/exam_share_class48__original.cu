extern "C" __global__ void exam_share_class48(const float* score, float* share, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int first = i / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        int last = first + 48 < n ? first + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        float total = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        for (int j = first; j < last; j++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
            total += score[j];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cu"
        share[i] = score[i] / total;
    }
}
