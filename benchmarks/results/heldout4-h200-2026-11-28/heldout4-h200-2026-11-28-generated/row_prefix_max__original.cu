extern "C" __global__ void row_prefix_max(const float* A, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cu"
    if (r < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cu"
        float m = A[r * cols];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cu"
        for (int c = 0; c < cols; c++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cu"
            m = fmaxf(m, A[r * cols + c]);
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_prefix_max.cu"
            out[r * cols + c] = m;
        }
    }
}
