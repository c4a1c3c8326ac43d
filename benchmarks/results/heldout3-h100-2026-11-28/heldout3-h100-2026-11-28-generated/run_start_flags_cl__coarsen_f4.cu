extern "C" __global__ void run_start_flags_cf4x(const int* key, int* flags, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
