extern "C" __global__ void parity_tally2_cf2x(const int* v, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i_0] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i_1] & 1], 1);
}
