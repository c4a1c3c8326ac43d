extern "C" __global__ void threshold_rank64_linear_cf8x(const float* x, const float* thr, int* rank, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_0 = 0; k_0 < 64; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_0 += thr[k_0] <= v_0 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_0] = c_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_1 = 0; k_1 < 64; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_1 += thr[k_1] <= v_1 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_1] = c_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_2 = 0; k_2 < 64; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_2 += thr[k_2] <= v_2 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_2] = c_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_3 = 0; k_3 < 64; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_3 += thr[k_3] <= v_3 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_3] = c_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_4 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_4 = 0; k_4 < 64; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_4 += thr[k_4] <= v_4 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_4] = c_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_5 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_5 = 0; k_5 < 64; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_5 += thr[k_5] <= v_5 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_5] = c_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_6 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_6 = 0; k_6 < 64; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_6 += thr[k_6] <= v_6 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_6] = c_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        float v_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        int c_7 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        for (int k_7 = 0; k_7 < 64; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
            c_7 += thr[k_7] <= v_7 ? 1 : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/threshold_rank64_linear.cl"
        rank[i_7] = c_7;
    }
}
