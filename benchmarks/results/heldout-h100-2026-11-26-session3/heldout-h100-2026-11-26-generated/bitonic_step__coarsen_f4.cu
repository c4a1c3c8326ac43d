extern "C" __global__ void bitonic_step_cf4x(unsigned int* a, int j, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p_0 = i_0 ^ j;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p_1 = i_1 ^ j;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p_2 = i_2 ^ j;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p_3 = i_3 ^ j;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    if (p_2 > i_2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int x_2 = a[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int y_2 = a[p_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        if (((i_2 & k) == 0 && x_2 > y_2) || ((i_2 & k) != 0 && x_2 < y_2)) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[i_2] = y_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[p_2] = x_2;
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    if (p_3 > i_3) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int x_3 = a[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int y_3 = a[p_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        if (((i_3 & k) == 0 && x_3 > y_3) || ((i_3 & k) != 0 && x_3 < y_3)) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[i_3] = y_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[p_3] = x_3;
        }
    }
}
