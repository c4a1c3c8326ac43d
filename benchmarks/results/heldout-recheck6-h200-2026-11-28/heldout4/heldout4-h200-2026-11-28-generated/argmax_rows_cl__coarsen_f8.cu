extern "C" __global__ void argmax_rows_cf8x(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_4 = A[r_4 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_4 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_4 = 1; c_4 < cols; c_4++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_4 = A[r_4 * cols + c_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_4 > best_4) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_4 = v_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_4 = c_4;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_4] = best_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_4] = bi_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_5 = A[r_5 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_5 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_5 = 1; c_5 < cols; c_5++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_5 = A[r_5 * cols + c_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_5 > best_5) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_5 = v_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_5 = c_5;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_5] = best_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_5] = bi_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_6 = A[r_6 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_6 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_6 = 1; c_6 < cols; c_6++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_6 = A[r_6 * cols + c_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_6 > best_6) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_6 = v_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_6 = c_6;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_6] = best_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_6] = bi_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best_7 = A[r_7 * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi_7 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c_7 = 1; c_7 < cols; c_7++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v_7 = A[r_7 * cols + c_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v_7 > best_7) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best_7 = v_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi_7 = c_7;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r_7] = best_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r_7] = bi_7;
    }
}
