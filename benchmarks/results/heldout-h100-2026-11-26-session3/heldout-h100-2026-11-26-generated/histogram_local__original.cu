extern "C" __global__ void histogram_local(const unsigned char* data, unsigned int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __shared__ unsigned int h[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid] = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += (unsigned long long)(gridDim.x * blockDim.x))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i]], 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid], h[lid]);
}
