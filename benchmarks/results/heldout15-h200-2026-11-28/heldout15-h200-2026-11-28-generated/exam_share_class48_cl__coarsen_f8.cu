extern "C" __global__ void exam_share_class48_cf8x(const float* score, float* share, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 16777472ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 16777472ull)
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
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 16777472ull)
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
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_2 = i_2 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_2 = first_2 + 48 < n ? first_2 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_2 = first_2; j_2 < last_2; j_2++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_2 += score[j_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_2] = score[i_2] / total_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_3 = i_3 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_3 = first_3 + 48 < n ? first_3 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_3 = first_3; j_3 < last_3; j_3++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_3 += score[j_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_3] = score[i_3] / total_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_4 = i_4 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_4 = first_4 + 48 < n ? first_4 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_4 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_4 = first_4; j_4 < last_4; j_4++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_4 += score[j_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_4] = score[i_4] / total_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_5 = i_5 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_5 = first_5 + 48 < n ? first_5 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_5 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_5 = first_5; j_5 < last_5; j_5++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_5 += score[j_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_5] = score[i_5] / total_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_6 = i_6 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_6 = first_6 + 48 < n ? first_6 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_6 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_6 = first_6; j_6 < last_6; j_6++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_6 += score[j_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_6] = score[i_6] / total_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 16777472ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int first_7 = i_7 / 48 * 48;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            int last_7 = first_7 + 48 < n ? first_7 + 48 : n;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            float total_7 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            for (int j_7 = first_7; j_7 < last_7; j_7++)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
                total_7 += score[j_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/exam_share_class48.cl"
            share[i_7] = score[i_7] / total_7;
        }
}
