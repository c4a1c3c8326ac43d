extern "C" __global__ void rainfall_cumsum_naive_cf8x(const int* rain, int* total, int seg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_0 = i_0 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_0 = start_0; j_0 <= i_0; j_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_0 += rain[j_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_0] = s_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_1 = i_1 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_1 = start_1; j_1 <= i_1; j_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_1 += rain[j_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_1] = s_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_2 = i_2 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_2 = start_2; j_2 <= i_2; j_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_2 += rain[j_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_2] = s_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_3 = i_3 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_3 = start_3; j_3 <= i_3; j_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_3 += rain[j_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_3] = s_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_4 = i_4 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_4 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_4 = start_4; j_4 <= i_4; j_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_4 += rain[j_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_4] = s_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_5 = i_5 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_5 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_5 = start_5; j_5 <= i_5; j_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_5 += rain[j_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_5] = s_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_6 = i_6 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_6 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_6 = start_6; j_6 <= i_6; j_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_6 += rain[j_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_6] = s_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int start_7 = i_7 / seg * seg;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        int s_7 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        for (int j_7 = start_7; j_7 <= i_7; j_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
            s_7 += rain[j_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
        total[i_7] = s_7;
    }
}
