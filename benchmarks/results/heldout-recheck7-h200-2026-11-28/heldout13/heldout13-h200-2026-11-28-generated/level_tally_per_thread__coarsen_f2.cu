extern "C" __global__ void level_tally_per_thread_cf2x(const unsigned char* data, int* tally, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
