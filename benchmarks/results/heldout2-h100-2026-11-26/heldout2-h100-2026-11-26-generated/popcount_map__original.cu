extern "C" __global__ void popcount_map(const unsigned int* in, int* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    if (g < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        out[g] = __popc(in[g]);
}
