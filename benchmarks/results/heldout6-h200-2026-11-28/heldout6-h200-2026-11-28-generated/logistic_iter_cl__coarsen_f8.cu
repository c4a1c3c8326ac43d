extern "C" __global__ void logistic_iter_cf8x(const float* x0, float* x, float r, int iters, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_0 = x0[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_0 = 0; k_0 < iters; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_0 = r * v_0 * (1.0f - v_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_0] = v_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_1 = x0[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_1 = 0; k_1 < iters; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_1 = r * v_1 * (1.0f - v_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_1] = v_1;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_2 = x0[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_2 = 0; k_2 < iters; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_2 = r * v_2 * (1.0f - v_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_2] = v_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_3 = x0[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_3 = 0; k_3 < iters; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_3 = r * v_3 * (1.0f - v_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_3] = v_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_4 = x0[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_4 = 0; k_4 < iters; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_4 = r * v_4 * (1.0f - v_4);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_4] = v_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_5 = x0[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_5 = 0; k_5 < iters; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_5 = r * v_5 * (1.0f - v_5);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_5] = v_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_6 = x0[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_6 = 0; k_6 < iters; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_6 = r * v_6 * (1.0f - v_6);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_6] = v_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        float v_7 = x0[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        for (int k_7 = 0; k_7 < iters; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            v_7 = r * v_7 * (1.0f - v_7);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        x[i_7] = v_7;
    }
}
