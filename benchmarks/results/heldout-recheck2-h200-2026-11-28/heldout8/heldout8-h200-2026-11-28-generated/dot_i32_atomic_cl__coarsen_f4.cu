extern "C" __global__ void dot_i32_atomic_cf4x(const int* x, const int* y, int* result, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i_0] * y[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i_1] * y[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i_2] * y[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i_3] * y[i_3]);
}
