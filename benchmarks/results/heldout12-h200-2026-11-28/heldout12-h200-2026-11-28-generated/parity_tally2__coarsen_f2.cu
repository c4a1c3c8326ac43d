extern "C" __global__ void parity_tally2_cf2x(const int* v, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i_0] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i_1] & 1], 1);
}
