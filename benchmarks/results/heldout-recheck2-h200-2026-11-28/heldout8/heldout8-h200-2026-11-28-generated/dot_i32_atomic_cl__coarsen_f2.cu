extern "C" __global__ void dot_i32_atomic_cf2x(const int* x, const int* y, int* result, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i_0] * y[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i_1] * y[i_1]);
}
