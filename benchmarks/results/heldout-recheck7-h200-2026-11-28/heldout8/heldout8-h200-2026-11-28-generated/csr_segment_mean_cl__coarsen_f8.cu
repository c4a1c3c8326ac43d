extern "C" __global__ void csr_segment_mean_cf8x(const int* offsets, const float* vals, float* mean, int nseg) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int s_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_4 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_4 = offsets[s_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_4 = offsets[s_4 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_4 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_4 = b_4; j_4 < e_4; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_4 += vals[j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_4] = e_4 > b_4 ? acc_4 / (float)(e_4 - b_4) : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_5 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_5 = offsets[s_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_5 = offsets[s_5 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_5 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_5 = b_5; j_5 < e_5; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_5 += vals[j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_5] = e_5 > b_5 ? acc_5 / (float)(e_5 - b_5) : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_6 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_6 = offsets[s_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_6 = offsets[s_6 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_6 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_6 = b_6; j_6 < e_6; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_6 += vals[j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_6] = e_6 > b_6 ? acc_6 / (float)(e_6 - b_6) : 0.0f;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    if (s_7 < nseg) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int b_7 = offsets[s_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int e_7 = offsets[s_7 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        float acc_7 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        for (int j_7 = b_7; j_7 < e_7; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            acc_7 += vals[j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        mean[s_7] = e_7 > b_7 ? acc_7 / (float)(e_7 - b_7) : 0.0f;
    }
}
