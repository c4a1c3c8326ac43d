extern "C" __global__ void dot_i32_atomic_cf8x(const int* x, const int* y, int* result, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_4] * y[i_4]);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_5] * y[i_5]);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_6] * y[i_6]);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        atomicAdd(result, x[i_7] * y[i_7]);
}
