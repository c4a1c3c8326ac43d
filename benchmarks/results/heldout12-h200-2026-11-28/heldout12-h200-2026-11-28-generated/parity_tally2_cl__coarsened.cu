extern "C" __global__ void parity_tally2_cf4x_st32(const int* v, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i_0] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i_1] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i_2] & 1], 1);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i_3] & 1], 1);
}
