extern "C" __global__ void sessions_longest_gap_csr_cf8x(const int* offsets, const int* times, int* gap, int users) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 200192ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        u_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_0 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_0 = offsets[u_0] + 1; j_0 < offsets[u_0 + 1]; j_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_0 = times[j_0] - times[j_0 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_0 > best_0)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_0 = d_0;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_0] = best_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_1 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_1 = offsets[u_1] + 1; j_1 < offsets[u_1 + 1]; j_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_1 = times[j_1] - times[j_1 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_1 > best_1)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_1 = d_1;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_1] = best_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_2 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_2 = offsets[u_2] + 1; j_2 < offsets[u_2 + 1]; j_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_2 = times[j_2] - times[j_2 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_2 > best_2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_2 = d_2;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_2] = best_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_3 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_3 = offsets[u_3] + 1; j_3 < offsets[u_3 + 1]; j_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_3 = times[j_3] - times[j_3 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_3 > best_3)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_3 = d_3;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_3] = best_3;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_4 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_4 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_4 = offsets[u_4] + 1; j_4 < offsets[u_4 + 1]; j_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_4 = times[j_4] - times[j_4 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_4 > best_4)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_4 = d_4;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_4] = best_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_5 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_5 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_5 = offsets[u_5] + 1; j_5 < offsets[u_5 + 1]; j_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_5 = times[j_5] - times[j_5 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_5 > best_5)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_5 = d_5;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_5] = best_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_6 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_6 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_6 = offsets[u_6] + 1; j_6 < offsets[u_6 + 1]; j_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_6 = times[j_6] - times[j_6 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_6 > best_6)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_6 = d_6;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_6] = best_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 200192ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        if (u_7 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int best_7 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            for (int j_7 = offsets[u_7] + 1; j_7 < offsets[u_7 + 1]; j_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                int d_7 = times[j_7] - times[j_7 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                if (d_7 > best_7)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                    best_7 = d_7;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            gap[u_7] = best_7;
        }
}
