extern "C" __global__ void logistic_iter_cf4x(const float* x0, float* x, float r, int iters, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
