extern "C" __global__ void argmax_rows(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        float best = A[r * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        int bi = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        for (int c = 1; c < cols; c++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            float v = A[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
            if (v > best) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                best = v;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
                bi = c;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        vmax[r] = best;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cl"
        imax[r] = bi;
    }
}
