extern "C" __global__ void dot_i32_atomic(const int* x, const int* y, int* result, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        atomicAdd(result, x[i] * y[i]);
}
