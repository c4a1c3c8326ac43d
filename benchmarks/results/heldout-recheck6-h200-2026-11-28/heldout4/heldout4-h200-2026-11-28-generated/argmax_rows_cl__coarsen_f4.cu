extern "C" __global__ void argmax_rows_cf4x(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_2 = A[r_2 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_2 = 1; c_2 < cols; c_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_2 = A[r_2 * cols + c_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_2 > best_2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_2 = v_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_2 = c_2;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_2] = best_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_2] = bi_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_3 = A[r_3 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_3 = 1; c_3 < cols; c_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_3 = A[r_3 * cols + c_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_3 > best_3) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_3 = v_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_3 = c_3;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_3] = best_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_3] = bi_3;
    }
}
