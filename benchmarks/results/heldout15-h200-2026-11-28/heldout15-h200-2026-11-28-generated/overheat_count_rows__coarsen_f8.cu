extern "C" __global__ void overheat_count_rows_cf8x(const float* temp, int* count, float limit, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_0 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_0 = 0; k_0 < t; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_0 * t + k_0] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_0++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_0] = c_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_1 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_1 = 0; k_1 < t; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_1 * t + k_1] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_1++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_1] = c_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_2 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_2 = 0; k_2 < t; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_2 * t + k_2] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_2++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_2] = c_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_3 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_3 = 0; k_3 < t; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_3 * t + k_3] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_3++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_3] = c_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_4 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_4 = 0; k_4 < t; k_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_4 * t + k_4] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_4++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_4] = c_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_5 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_5 = 0; k_5 < t; k_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_5 * t + k_5] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_5++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_5] = c_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_6 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_6 = 0; k_6 < t; k_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_6 * t + k_6] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_6++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_6] = c_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r_7 < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k_7 = 0; k_7 < t; k_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r_7 * t + k_7] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c_7++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r_7] = c_7;
    }
}
