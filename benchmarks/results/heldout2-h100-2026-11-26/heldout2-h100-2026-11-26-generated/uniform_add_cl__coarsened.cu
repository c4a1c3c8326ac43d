extern "C" __global__ void uniform_add_cf8x_st32(int* data, const int* sums, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x / 32ull * 256ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_0] = data[g_0] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_1] = data[g_1] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_2 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_2] = data[g_2] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_3 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_3] = data[g_3] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_4 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_4] = data[g_4] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_5 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_5] = data[g_5] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_6 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_6] = data[g_6] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_7 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_7] = data[g_7] + sums[(unsigned long long)blockIdx.x];
}
