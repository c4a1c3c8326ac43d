extern "C" __global__ void uniform_add_cf2x(int* data, const int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_0] = data[g_0] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_1] = data[g_1] + sums[blockIdx.x];
}
