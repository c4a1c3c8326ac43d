extern "C" __global__ void level_tally_per_thread(const unsigned char* data, int* tally, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
    int level = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
    if (level < 64) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        int c = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        for (int i = 0; i < n; i++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
            c += data[i] == level ? 1 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/level_tally_per_thread.cl"
        tally[level] = c;
    }
}
