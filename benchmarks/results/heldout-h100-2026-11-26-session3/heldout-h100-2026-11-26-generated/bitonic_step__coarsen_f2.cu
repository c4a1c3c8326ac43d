extern "C" __global__ void bitonic_step_cf2x(unsigned int* a, int j, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p_0 = i_0 ^ j;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p_1 = i_1 ^ j;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    if (p_0 > i_0) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int x_0 = a[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int y_0 = a[p_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        if (((i_0 & k) == 0 && x_0 > y_0) || ((i_0 & k) != 0 && x_0 < y_0)) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[i_0] = y_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[p_0] = x_0;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    if (p_1 > i_1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int x_1 = a[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int y_1 = a[p_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        if (((i_1 & k) == 0 && x_1 > y_1) || ((i_1 & k) != 0 && x_1 < y_1)) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[i_1] = y_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[p_1] = x_1;
        }
    }
}
