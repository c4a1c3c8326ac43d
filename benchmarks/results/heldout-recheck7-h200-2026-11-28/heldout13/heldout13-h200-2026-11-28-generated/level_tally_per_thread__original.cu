extern "C" __global__ void level_tally_per_thread(const unsigned char* data, int* tally, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    int level = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
    if (level < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        int c = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        for (int i = 0; i < n; i++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
            c += data[i] == level ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cu"
        tally[level] = c;
    }
}
