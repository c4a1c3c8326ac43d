extern "C" __global__ void row_range_thread(const float* A, float* spread, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    if (r >= rows)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        return;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    const float* row = A + (unsigned long long)r * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    float hi = row[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    for (int c = 1; c < cols; ++c)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        hi = fmaxf(hi, row[c]);
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    float lo = row[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    for (int c_1 = 1; c_1 < cols; ++c_1)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        lo = fminf(lo, row[c_1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    spread[r] = hi - lo;
}
