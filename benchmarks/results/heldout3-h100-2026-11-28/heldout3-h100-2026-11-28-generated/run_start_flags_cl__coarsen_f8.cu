extern "C" __global__ void run_start_flags_cf8x(const int* key, int* flags, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_0] = i_0 == 0 || key[i_0] != key[i_0 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_1] = i_1 == 0 || key[i_1] != key[i_1 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_2] = i_2 == 0 || key[i_2] != key[i_2 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_3] = i_3 == 0 || key[i_3] != key[i_3 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_4 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_4] = i_4 == 0 || key[i_4] != key[i_4 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_5 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_5] = i_5 == 0 || key[i_5] != key[i_5 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_6 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_6] = i_6 == 0 || key[i_6] != key[i_6 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    if (i_7 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
        flags[i_7] = i_7 == 0 || key[i_7] != key[i_7 - 1] ? 1 : 0;
}
