extern "C" __global__ void uniform_add(int* data, const int* sums, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
    if (g < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/uniform_add.cu"
        data[g] = data[g] + sums[blockIdx.x];
}
