extern "C" __global__ void spmv_ell_col(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        for (int k = 0; k < width; ++k) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            int c = cols[k * rows + r];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
            if (c >= 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
                s += vals[k * rows + r] * x[c];
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/spmv_ell_col.cu"
        y[r] = s;
    }
}
