extern "C" __global__ void dot_i32_atomic_cf4x(const int* x, const int* y, int* result, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_0] * y[i_0]);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_1] * y[i_1]);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_2] * y[i_2]);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_3] * y[i_3]);
}
