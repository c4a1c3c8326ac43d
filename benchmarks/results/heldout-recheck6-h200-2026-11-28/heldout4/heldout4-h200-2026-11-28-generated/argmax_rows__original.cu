extern "C" __global__ void argmax_rows(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        float best = A[r * cols];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        int bi = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        for (int c = 1; c < cols; c++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            float v = A[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
            if (v > best) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
                best = v;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
                bi = c;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        vmax[r] = best;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/argmax_rows.cu"
        imax[r] = bi;
    }
}
