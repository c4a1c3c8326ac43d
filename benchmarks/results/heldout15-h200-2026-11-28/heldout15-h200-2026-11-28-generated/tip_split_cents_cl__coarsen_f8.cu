extern "C" __global__ void tip_split_cents_cf8x(const int* bill_cents, const int* tip_pct, const int* people, int* share_cents, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_0 = bill_cents[i_0] * (100 + tip_pct[i_0]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_0 = 100 * people[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_0] = (total_0 + d_0 - 1) / d_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_1 = bill_cents[i_1] * (100 + tip_pct[i_1]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_1 = 100 * people[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_1] = (total_1 + d_1 - 1) / d_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_2 = bill_cents[i_2] * (100 + tip_pct[i_2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_2 = 100 * people[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_2] = (total_2 + d_2 - 1) / d_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_3 = bill_cents[i_3] * (100 + tip_pct[i_3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_3 = 100 * people[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_3] = (total_3 + d_3 - 1) / d_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_4 = bill_cents[i_4] * (100 + tip_pct[i_4]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_4 = 100 * people[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_4] = (total_4 + d_4 - 1) / d_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_5 = bill_cents[i_5] * (100 + tip_pct[i_5]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_5 = 100 * people[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_5] = (total_5 + d_5 - 1) / d_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_6 = bill_cents[i_6] * (100 + tip_pct[i_6]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_6 = 100 * people[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_6] = (total_6 + d_6 - 1) / d_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int total_7 = bill_cents[i_7] * (100 + tip_pct[i_7]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        int d_7 = 100 * people[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cl"
        share_cents[i_7] = (total_7 + d_7 - 1) / d_7;
    }
}
