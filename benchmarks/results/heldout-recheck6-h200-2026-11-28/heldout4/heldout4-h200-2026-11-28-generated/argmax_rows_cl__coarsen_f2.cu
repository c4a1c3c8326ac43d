extern "C" __global__ void argmax_rows_cf2x(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_0 = A[r_0 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_0 = 1; c_0 < cols; c_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_0 = A[r_0 * cols + c_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_0 > best_0) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_0 = v_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_0 = c_0;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_0] = best_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_0] = bi_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_1 = A[r_1 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_1 = 1; c_1 < cols; c_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_1 = A[r_1 * cols + c_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_1 > best_1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_1 = v_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_1 = c_1;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_1] = best_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_1] = bi_1;
    }
}
