extern "C" __global__ void run_start_flags_cf4x(const int* key, int* flags, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_0] = i_0 == 0 || key[i_0] != key[i_0 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_1] = i_1 == 0 || key[i_1] != key[i_1 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_2] = i_2 == 0 || key[i_2] != key[i_2 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_3] = i_3 == 0 || key[i_3] != key[i_3 - 1] ? 1 : 0;
}
