extern "C" __global__ void logistic_iter_cf4x(const float* x0, float* x, float r, int iters, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        float v_0 = x0[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        for (int k_0 = 0; k_0 < iters; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            v_0 = r * v_0 * (1.0f - v_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        x[i_0] = v_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        float v_1 = x0[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        for (int k_1 = 0; k_1 < iters; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            v_1 = r * v_1 * (1.0f - v_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        x[i_1] = v_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        float v_2 = x0[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        for (int k_2 = 0; k_2 < iters; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            v_2 = r * v_2 * (1.0f - v_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        x[i_2] = v_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        float v_3 = x0[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        for (int k_3 = 0; k_3 < iters; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            v_3 = r * v_3 * (1.0f - v_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        x[i_3] = v_3;
    }
}
