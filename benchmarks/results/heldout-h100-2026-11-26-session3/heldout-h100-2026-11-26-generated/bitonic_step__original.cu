extern "C" __global__ void bitonic_step(unsigned int* a, int j, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    int p = i ^ j;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
    if (p > i) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int x = a[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        unsigned int y = a[p];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
        if (((i & k) == 0 && x > y) || ((i & k) != 0 && x < y)) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[i] = y;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/bitonic_step.cl"
            a[p] = x;
        }
    }
}
