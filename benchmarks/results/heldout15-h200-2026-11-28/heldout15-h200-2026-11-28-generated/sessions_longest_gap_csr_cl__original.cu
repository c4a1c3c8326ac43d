extern "C" __global__ void sessions_longest_gap_csr(const int* offsets, const int* times, int* gap, int users) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    int u = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
    if (u < users) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        int best = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        for (int j = offsets[u] + 1; j < offsets[u + 1]; j++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            int d = times[j] - times[j - 1];
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
            if (d > best)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
                best = d;
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/sessions_longest_gap_csr.cl"
        gap[u] = best;
    }
}
