extern "C" __global__ void exam_share_class48(const float* score, float* share, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        int first = i / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        int last = first + 48 < n ? first + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        float total = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        for (int j = first; j < last; j++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            total += score[j];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        share[i] = score[i] / total;
    }
}
