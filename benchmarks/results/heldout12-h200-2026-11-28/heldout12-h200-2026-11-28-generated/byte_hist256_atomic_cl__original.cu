extern "C" __global__ void byte_hist256_atomic(const unsigned char* data, int* hist, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/byte_hist256_atomic.cl"
        atomicAdd(&hist[data[i]], 1);
}
