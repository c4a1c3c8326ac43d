extern "C" __global__ void row_prefix_max(const float* A, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
        float m = A[r * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
        for (int c = 0; c < cols; c++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
            m = fmaxf(m, A[r * cols + c]);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cl"
            out[r * cols + c] = m;
        }
    }
}
