extern "C" __global__ void csr_segment_mean_cf2x(const int* offsets, const float* vals, float* mean, int nseg) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_0 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_0 = offsets[s_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_0 = offsets[s_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_0 = b_0; j_0 < e_0; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_0 += vals[j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_0] = e_0 > b_0 ? acc_0 / (float)(e_0 - b_0) : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_1 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_1 = offsets[s_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_1 = offsets[s_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_1 = b_1; j_1 < e_1; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_1 += vals[j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_1] = e_1 > b_1 ? acc_1 / (float)(e_1 - b_1) : 0.0f;
    }
}
