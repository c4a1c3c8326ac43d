extern "C" __global__ void row_l1_normalize(const float* X, float* Y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        int base = r * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j = 0; j < cols; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            s += fabsf(X[base + j]);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
        for (int j_1 = 0; j_1 < cols; j_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_l1_normalize.cl"
            Y[base + j_1] = X[base + j_1] / s;
    }
}
