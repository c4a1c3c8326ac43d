extern "C" __global__ void tip_split_cents_cf8x(const int* bill_cents, const int* tip_pct, const int* people, int* share_cents, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_2 = bill_cents[i_2] * (100 + tip_pct[i_2]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_2 = 100 * people[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_2] = (total_2 + d_2 - 1) / d_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_3 = bill_cents[i_3] * (100 + tip_pct[i_3]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_3 = 100 * people[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_3] = (total_3 + d_3 - 1) / d_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_4 = bill_cents[i_4] * (100 + tip_pct[i_4]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_4 = 100 * people[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_4] = (total_4 + d_4 - 1) / d_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_5 = bill_cents[i_5] * (100 + tip_pct[i_5]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_5 = 100 * people[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_5] = (total_5 + d_5 - 1) / d_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_6 = bill_cents[i_6] * (100 + tip_pct[i_6]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_6 = 100 * people[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_6] = (total_6 + d_6 - 1) / d_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int total_7 = bill_cents[i_7] * (100 + tip_pct[i_7]);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int d_7 = 100 * people[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        share_cents[i_7] = (total_7 + d_7 - 1) / d_7;
    }
}
