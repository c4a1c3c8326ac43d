extern "C" __global__ void row_range_thread_cf4x(const float* A, float* spread, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    if (!(r_0 >= rows)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        const float* row_0 = A + (unsigned long long)r_0 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float hi_0 = row_0[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_0 = 1; c_0 < cols; ++c_0)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            hi_0 = fmaxf(hi_0, row_0[c_0]);
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float lo_0 = row_0[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_1_0 = 1; c_1_0 < cols; ++c_1_0)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            lo_0 = fminf(lo_0, row_0[c_1_0]);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        spread[r_0] = hi_0 - lo_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    if (!(r_1 >= rows)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        const float* row_1 = A + (unsigned long long)r_1 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float hi_1 = row_1[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_c1 = 1; c_c1 < cols; ++c_c1)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            hi_1 = fmaxf(hi_1, row_1[c_c1]);
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float lo_1 = row_1[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_1_1 = 1; c_1_1 < cols; ++c_1_1)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            lo_1 = fminf(lo_1, row_1[c_1_1]);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        spread[r_1] = hi_1 - lo_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    if (!(r_2 >= rows)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        const float* row_2 = A + (unsigned long long)r_2 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float hi_2 = row_2[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_2 = 1; c_2 < cols; ++c_2)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            hi_2 = fmaxf(hi_2, row_2[c_2]);
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float lo_2 = row_2[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_1_2 = 1; c_1_2 < cols; ++c_1_2)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            lo_2 = fminf(lo_2, row_2[c_1_2]);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        spread[r_2] = hi_2 - lo_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
    if (!(r_3 >= rows)) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        const float* row_3 = A + (unsigned long long)r_3 * cols;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float hi_3 = row_3[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_3 = 1; c_3 < cols; ++c_3)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            hi_3 = fmaxf(hi_3, row_3[c_3]);
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        float lo_3 = row_3[0];
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        for (int c_1_3 = 1; c_1_3 < cols; ++c_1_3)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
            lo_3 = fminf(lo_3, row_3[c_1_3]);
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/row_range_thread.cu"
        spread[r_3] = hi_3 - lo_3;
    }
}
