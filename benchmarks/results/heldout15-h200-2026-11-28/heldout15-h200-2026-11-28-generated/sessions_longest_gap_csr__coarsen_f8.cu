extern "C" __global__ void sessions_longest_gap_csr_cf8x(const int* offsets, const int* times, int* gap, int users) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_0 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_0 = offsets[u_0] + 1; j_0 < offsets[u_0 + 1]; j_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_0 = times[j_0] - times[j_0 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_0 > best_0)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_0 = d_0;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_0] = best_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_1 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_1 = offsets[u_1] + 1; j_1 < offsets[u_1 + 1]; j_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_1 = times[j_1] - times[j_1 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_1 > best_1)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_1 = d_1;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_1] = best_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_2 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_2 = offsets[u_2] + 1; j_2 < offsets[u_2 + 1]; j_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_2 = times[j_2] - times[j_2 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_2 > best_2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_2 = d_2;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_2] = best_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_3 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_3 = offsets[u_3] + 1; j_3 < offsets[u_3 + 1]; j_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_3 = times[j_3] - times[j_3 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_3 > best_3)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_3 = d_3;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_3] = best_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_4 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_4 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_4 = offsets[u_4] + 1; j_4 < offsets[u_4 + 1]; j_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_4 = times[j_4] - times[j_4 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_4 > best_4)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_4 = d_4;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_4] = best_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_5 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_5 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_5 = offsets[u_5] + 1; j_5 < offsets[u_5 + 1]; j_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_5 = times[j_5] - times[j_5 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_5 > best_5)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_5 = d_5;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_5] = best_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_6 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_6 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_6 = offsets[u_6] + 1; j_6 < offsets[u_6 + 1]; j_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_6 = times[j_6] - times[j_6 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_6 > best_6)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_6 = d_6;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_6] = best_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    if (u_7 < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        int best_7 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        for (int j_7 = offsets[u_7] + 1; j_7 < offsets[u_7 + 1]; j_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            int d_7 = times[j_7] - times[j_7 - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
            if (d_7 > best_7)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
                best_7 = d_7;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
        gap[u_7] = best_7;
    }
}
