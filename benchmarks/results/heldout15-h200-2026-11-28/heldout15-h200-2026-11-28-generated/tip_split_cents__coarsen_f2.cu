extern "C" __global__ void tip_split_cents_cf2x(const int* bill_cents, const int* tip_pct, const int* people, int* share_cents, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_0 = bill_cents[i_0] * (100 + tip_pct[i_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_0 = 100 * people[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_0] = (total_0 + d_0 - 1) / d_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_1 = bill_cents[i_1] * (100 + tip_pct[i_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_1 = 100 * people[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_1] = (total_1 + d_1 - 1) / d_1;
    }
}
