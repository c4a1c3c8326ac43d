extern "C" __global__ void popcount_map(const unsigned int* in, int* out, int n) {
#line 3 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
    if (g < n)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cl"
        out[g] = __popc(in[g]);
}
