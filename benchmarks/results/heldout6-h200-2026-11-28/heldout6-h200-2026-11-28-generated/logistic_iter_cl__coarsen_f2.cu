extern "C" __global__ void logistic_iter_cf2x(const float* x0, float* x, float r, int iters, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
