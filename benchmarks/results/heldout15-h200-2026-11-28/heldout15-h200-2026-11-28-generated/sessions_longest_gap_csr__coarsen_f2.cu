extern "C" __global__ void sessions_longest_gap_csr_cf2x(const int* offsets, const int* times, int* gap, int users) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cu"
    int u_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
