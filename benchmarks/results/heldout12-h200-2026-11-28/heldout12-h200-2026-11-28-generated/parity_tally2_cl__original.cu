extern "C" __global__ void parity_tally2(const int* v, int* counts, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/parity_tally2.cl"
        atomicAdd(&counts[v[i] & 1], 1);
}
