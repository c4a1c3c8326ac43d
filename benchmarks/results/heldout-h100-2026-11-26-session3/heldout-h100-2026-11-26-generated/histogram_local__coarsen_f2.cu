extern "C" __global__ void histogram_local_cf2x(const unsigned char* data, unsigned int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __shared__ unsigned int h[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_0] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_1] = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull; i_0 < n; i_0 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 2ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_0]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull); i_1 < n; i_1 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 2ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_1]], 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_0], h[lid_0]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_1], h[lid_1]);
}
