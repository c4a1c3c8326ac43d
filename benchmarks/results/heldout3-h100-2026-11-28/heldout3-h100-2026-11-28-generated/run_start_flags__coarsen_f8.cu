extern "C" __global__ void run_start_flags_cf8x(const int* key, int* flags, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_4] = i_4 == 0 || key[i_4] != key[i_4 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_5] = i_5 == 0 || key[i_5] != key[i_5 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_6] = i_6 == 0 || key[i_6] != key[i_6 - 1] ? 1 : 0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/run_start_flags.cu"
        flags[i_7] = i_7 == 0 || key[i_7] != key[i_7 - 1] ? 1 : 0;
}
