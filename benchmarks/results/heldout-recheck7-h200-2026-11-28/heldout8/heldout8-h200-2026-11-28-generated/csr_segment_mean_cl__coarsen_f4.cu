extern "C" __global__ void csr_segment_mean_cf4x(const int* offsets, const float* vals, float* mean, int nseg) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_2 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_2 = offsets[s_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_2 = offsets[s_2 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_2 = b_2; j_2 < e_2; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_2 += vals[j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_2] = e_2 > b_2 ? acc_2 / (float)(e_2 - b_2) : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_3 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_3 = offsets[s_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_3 = offsets[s_3 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_3 = b_3; j_3 < e_3; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_3 += vals[j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_3] = e_3 > b_3 ? acc_3 / (float)(e_3 - b_3) : 0.0f;
    }
}
