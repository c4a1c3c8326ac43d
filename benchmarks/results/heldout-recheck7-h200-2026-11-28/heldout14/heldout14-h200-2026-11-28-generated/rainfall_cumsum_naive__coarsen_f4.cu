extern "C" __global__ void rainfall_cumsum_naive_cf4x(const int* rain, int* total, int seg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/rainfall_cumsum_naive.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
