extern "C" __global__ void dot_i32_atomic_opt(const int* x, const int* y, int* result, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    __shared__ int result_priv[1];
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        result_priv[p] = 0;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    for (int blk = 0; blk < 64; blk++) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        int i = ((unsigned long long)blockIdx.x * 64ull + (unsigned long long)blk) * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
            atomicAdd(&result_priv[0], x[i] * y[i]);
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    __syncthreads();
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    for (int p = (int)(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y)); p < 1; p += (int)(blockDim.x * blockDim.y * blockDim.z))
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        if (result_priv[p] != 0)
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
            atomicAdd(&result[p], result_priv[p]);
}
