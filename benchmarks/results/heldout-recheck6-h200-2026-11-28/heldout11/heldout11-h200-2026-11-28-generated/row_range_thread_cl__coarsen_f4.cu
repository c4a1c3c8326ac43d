extern "C" __global__ void row_range_thread_cf4x(const float* A, float* spread, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    int r_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    int r_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    int r_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    int r_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (!(r_0 >= rows)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        const float* row_0 = A + (unsigned long long)r_0 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float hi_0 = row_0[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_0 = 1; c_0 < cols; ++c_0)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            hi_0 = fmaxf(hi_0, row_0[c_0]);
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float lo_0 = row_0[0];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_1_0 = 1; c_1_0 < cols; ++c_1_0)
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            lo_0 = fminf(lo_0, row_0[c_1_0]);
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        spread[r_0] = hi_0 - lo_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (!(r_1 >= rows)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        const float* row_1 = A + (unsigned long long)r_1 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float hi_1 = row_1[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_c1 = 1; c_c1 < cols; ++c_c1)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            hi_1 = fmaxf(hi_1, row_1[c_c1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float lo_1 = row_1[0];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_1_1 = 1; c_1_1 < cols; ++c_1_1)
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            lo_1 = fminf(lo_1, row_1[c_1_1]);
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        spread[r_1] = hi_1 - lo_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (!(r_2 >= rows)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        const float* row_2 = A + (unsigned long long)r_2 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float hi_2 = row_2[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_2 = 1; c_2 < cols; ++c_2)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            hi_2 = fmaxf(hi_2, row_2[c_2]);
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float lo_2 = row_2[0];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_1_2 = 1; c_1_2 < cols; ++c_1_2)
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            lo_2 = fminf(lo_2, row_2[c_1_2]);
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        spread[r_2] = hi_2 - lo_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
    if (!(r_3 >= rows)) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        const float* row_3 = A + (unsigned long long)r_3 * cols;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float hi_3 = row_3[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_3 = 1; c_3 < cols; ++c_3)
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            hi_3 = fmaxf(hi_3, row_3[c_3]);
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        float lo_3 = row_3[0];
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        for (int c_1_3 = 1; c_1_3 < cols; ++c_1_3)
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
            lo_3 = fminf(lo_3, row_3[c_1_3]);
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cl"
        spread[r_3] = hi_3 - lo_3;
    }
}
