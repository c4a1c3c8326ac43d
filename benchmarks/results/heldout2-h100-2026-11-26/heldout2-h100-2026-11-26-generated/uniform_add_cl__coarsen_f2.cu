extern "C" __global__ void uniform_add_cf2x(int* data, const int* sums, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_0] = data[g_0] + sums[(unsigned long long)blockIdx.x];
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g_1] = data[g_1] + sums[(unsigned long long)blockIdx.x];
}
