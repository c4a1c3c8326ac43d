extern "C" __global__ void row_range_thread(const float* A, float* spread, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (r >= rows)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        return;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    const float* row = A + (unsigned long long)r * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    float hi = row[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    for (int c = 1; c < cols; ++c)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        hi = fmaxf(hi, row[c]);
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    float lo = row[0];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    for (int c_1 = 1; c_1 < cols; ++c_1)
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        lo = fminf(lo, row[c_1]);
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    spread[r] = hi - lo;
}
