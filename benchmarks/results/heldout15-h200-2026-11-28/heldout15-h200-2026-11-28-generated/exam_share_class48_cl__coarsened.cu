extern "C" __global__ void exam_share_class48_cf2x_st32(const float* score, float* share, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_0 = i_0 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_0 = first_0 + 48 < n ? first_0 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_0 = first_0; j_0 < last_0; j_0++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_0 += score[j_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_0] = score[i_0] / total_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_1 = i_1 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_1 = first_1 + 48 < n ? first_1 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_1 = first_1; j_1 < last_1; j_1++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_1 += score[j_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_1] = score[i_1] / total_1;
        }
}
