extern "C" __global__ void uniform_add_cf4x(int* data, const int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_0] = data[g_0] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_1] = data[g_1] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_2] = data[g_2] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_3] = data[g_3] + sums[blockIdx.x];
}
