extern "C" __global__ void uniform_add(int* data, const int* sums, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
    if (g < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cl"
        data[g] = data[g] + sums[(unsigned long long)blockIdx.x];
}
