extern "C" __global__ void tip_split_cents(const int* bill_cents, const int* tip_pct, const int* people, int* share_cents, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total = bill_cents[i] * (100 + tip_pct[i]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d = 100 * people[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i] = (total + d - 1) / d;
    }
}
