extern "C" __global__ void radix_hist_private(const unsigned int* keys, int* hist, int shift, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    __shared__ int cnt[4096];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    for (int d = 0; d < 16; d++)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t * 16 + d] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    int base = (unsigned long long)blockIdx.x * 4096;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    for (int it = 0; it < 16; it++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        unsigned int key = keys[base + it * 256 + t];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int d_1 = (key >> shift) & 15;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        cnt[t * 16 + d_1] += 1;
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
    if (t < 16) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        int s = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        for (int j = 0; j < 256; j++)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
            s += cnt[j * 16 + t];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cl"
        hist[t * (unsigned long long)gridDim.x + (unsigned long long)blockIdx.x] = s;
    }
}
