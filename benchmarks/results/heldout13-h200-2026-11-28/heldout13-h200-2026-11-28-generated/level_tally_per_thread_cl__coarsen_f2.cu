extern "C" __global__ void level_tally_per_thread_cf2x(const unsigned char* data, int* tally, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
    int level_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
    int level_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
    if (level_0 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        int c_0 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        for (int i_0 = 0; i_0 < n; i_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
            c_0 += data[i_0] == level_0 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        tally[level_0] = c_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
    if (level_1 < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        int c_1 = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        for (int i_1 = 0; i_1 < n; i_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
            c_1 += data[i_1] == level_1 ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        tally[level_1] = c_1;
    }
}
