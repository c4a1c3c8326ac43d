extern "C" __global__ void radix_hist_private_cf4x(const unsigned int* keys, int* hist, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    __shared__ int cnt[4096];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int t_0 = (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int t_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int t_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int t_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    for (int d = 0; d < 16; d++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_0 * 16 + d] = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_1 * 16 + d] = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_2 * 16 + d] = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_3 * 16 + d] = 0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int base = (unsigned long long)blockIdx.x * 4096;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    for (int it = 0; it < 16; it++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        unsigned int key_0 = keys[base + it * 256 + t_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        unsigned int key_1 = keys[base + it * 256 + t_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        unsigned int key_2 = keys[base + it * 256 + t_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        unsigned int key_3 = keys[base + it * 256 + t_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int d_1_0 = (key_0 >> shift) & 15;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int d_1_1 = (key_1 >> shift) & 15;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int d_1_2 = (key_2 >> shift) & 15;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int d_1_3 = (key_3 >> shift) & 15;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_0 * 16 + d_1_0] += 1;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_1 * 16 + d_1_1] += 1;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_2 * 16 + d_1_2] += 1;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t_3 * 16 + d_1_3] += 1;
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    if (t_0 < 16) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int s_0 = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        for (int j_0 = 0; j_0 < 256; j_0++)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
            s_0 += cnt[j_0 * 16 + t_0];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        hist[t_0 * (unsigned long long)gridDim.x + (unsigned long long)blockIdx.x] = s_0;
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    if (t_1 < 16) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int s_1 = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        for (int j_1 = 0; j_1 < 256; j_1++)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
            s_1 += cnt[j_1 * 16 + t_1];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        hist[t_1 * (unsigned long long)gridDim.x + (unsigned long long)blockIdx.x] = s_1;
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    if (t_2 < 16) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int s_2 = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        for (int j_2 = 0; j_2 < 256; j_2++)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
            s_2 += cnt[j_2 * 16 + t_2];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        hist[t_2 * (unsigned long long)gridDim.x + (unsigned long long)blockIdx.x] = s_2;
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    if (t_3 < 16) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int s_3 = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        for (int j_3 = 0; j_3 < 256; j_3++)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
            s_3 += cnt[j_3 * 16 + t_3];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        hist[t_3 * (unsigned long long)gridDim.x + (unsigned long long)blockIdx.x] = s_3;
    }
}
