extern "C" __global__ void parity_tally2(const int* v, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i] & 1], 1);
}
