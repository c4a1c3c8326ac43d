extern "C" __global__ void level_tally_per_thread_cf8x(const unsigned char* data, int* tally, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_0 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_0 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_0 = 0; i_0 < n; i_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_0 += data[i_0] == level_0 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_0] = c_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_1 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_1 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_1 = 0; i_1 < n; i_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_1 += data[i_1] == level_1 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_1] = c_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_2 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_2 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_2 = 0; i_2 < n; i_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_2 += data[i_2] == level_2 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_2] = c_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_3 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_3 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_3 = 0; i_3 < n; i_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_3 += data[i_3] == level_3 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_3] = c_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_4 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_4 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_4 = 0; i_4 < n; i_4++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_4 += data[i_4] == level_4 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_4] = c_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_5 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_5 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_5 = 0; i_5 < n; i_5++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_5 += data[i_5] == level_5 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_5] = c_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_6 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_6 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_6 = 0; i_6 < n; i_6++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_6 += data[i_6] == level_6 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_6] = c_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level_7 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c_7 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i_7 = 0; i_7 < n; i_7++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c_7 += data[i_7] == level_7 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level_7] = c_7;
    }
}
