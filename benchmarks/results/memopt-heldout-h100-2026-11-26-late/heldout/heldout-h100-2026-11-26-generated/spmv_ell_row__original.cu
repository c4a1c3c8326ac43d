extern "C" __global__ void spmv_ell_row(const int* cols, const float* vals, const float* x, float* y, int rows, int width) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
    if (r < rows) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        for (int k = 0; k < width; k++) {
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            int c = cols[r * width + k];
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
            if (c >= 0)
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
                s += vals[r * width + k] * x[c];
        }
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/spmv_ell_row.cl"
        y[r] = s;
    }
}
