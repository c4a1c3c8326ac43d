extern "C" __global__ void tip_split_cents(const int* bill_cents, const int* tip_pct, const int* people, int* share_cents, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total = bill_cents[i] * (100 + tip_pct[i]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d = 100 * people[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i] = (total + d - 1) / d;
    }
}
