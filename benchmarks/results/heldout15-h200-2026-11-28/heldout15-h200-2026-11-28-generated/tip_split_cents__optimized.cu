extern "C" __global__ void tip_split_cents_opt(const int* bill_cents, const int* tip_pct, const int* people, int* share_cents, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 bill_cents_v0;
    int4 tip_pct_v1;
    int4 people_v2;
    int4 share_cents_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        if (ucond) {
            bill_cents_v0 = *(const int4*)&bill_cents[i_m0];
            tip_pct_v1 = *(const int4*)&tip_pct[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int total_m0 = bill_cents_v0.x * (100 + tip_pct_v1.x);
            people_v2 = *(const int4*)&people[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int d_m0 = 100 * people_v2.x;
            share_cents_v3.x = (total_m0 + d_m0 - 1) / d_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int total_m1 = bill_cents_v0.y * (100 + tip_pct_v1.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int d_m1 = 100 * people_v2.y;
            share_cents_v3.y = (total_m1 + d_m1 - 1) / d_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int total_m2 = bill_cents_v0.z * (100 + tip_pct_v1.z);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int d_m2 = 100 * people_v2.z;
            share_cents_v3.z = (total_m2 + d_m2 - 1) / d_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int total_m3 = bill_cents_v0.w * (100 + tip_pct_v1.w);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/tip_split_cents.cu"
            int d_m3 = 100 * people_v2.w;
            share_cents_v3.w = (total_m3 + d_m3 - 1) / d_m3;
            *(int4*)(&share_cents[i_m3] - 3) = share_cents_v3;
        }
    }
}
