extern "C" __global__ void parity_tally2_cf4x(const int* v, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i_0] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i_1] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i_2] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cu"
        atomicAdd(&counts[v[i_3] & 1], 1);
}
