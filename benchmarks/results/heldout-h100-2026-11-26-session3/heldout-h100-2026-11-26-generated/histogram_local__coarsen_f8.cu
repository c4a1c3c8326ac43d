extern "C" __global__ void histogram_local_cf8x(const unsigned char* data, unsigned int* hist, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __shared__ unsigned int h[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_0 = (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    int lid_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_0] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_1] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_2] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_3] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_4] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_5] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_6] = 0;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    h[lid_7] = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull; i_0 < n; i_0 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_0]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull); i_1 < n; i_1 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_1]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull); i_2 < n; i_2 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_2]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull); i_3 < n; i_3 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_3]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull); i_4 < n; i_4 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_4]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull); i_5 < n; i_5 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_5]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull); i_6 < n; i_6 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_6]], 1u);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    for (int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull); i_7 < n; i_7 += (unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 8ull))
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
        atomicAdd(&h[data[i_7]], 1u);
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_0], h[lid_0]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_1], h[lid_1]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_2], h[lid_2]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_3], h[lid_3]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_4], h[lid_4]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_5], h[lid_5]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_6], h[lid_6]);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/histogram_local.cl"
    atomicAdd(&hist[lid_7], h[lid_7]);
}
