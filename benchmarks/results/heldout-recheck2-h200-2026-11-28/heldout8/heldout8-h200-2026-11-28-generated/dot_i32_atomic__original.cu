extern "C" __global__ void dot_i32_atomic(const int* x, const int* y, int* result, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i] * y[i]);
}
