extern "C" __global__ void uniform_add_cf8x_st32(int* data, const int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_0 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x / 32u * 256u + threadIdx.x % 32u + 224u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_4] = data[g_4] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_5] = data[g_5] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_6] = data[g_6] + sums[blockIdx.x];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g_7] = data[g_7] + sums[blockIdx.x];
}
