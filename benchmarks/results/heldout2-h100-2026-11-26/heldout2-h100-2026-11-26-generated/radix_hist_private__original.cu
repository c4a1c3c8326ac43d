extern "C" __global__ void radix_hist_private(const unsigned int* keys, int* hist, int shift, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    __shared__ int cnt[4096];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    for (int d = 0; d < 16; d++)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t * 16 + d] = 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    int base = blockIdx.x * 4096;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    for (int it = 0; it < 16; it++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        unsigned int key = keys[base + it * 256 + t];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int d_1 = (key >> shift) & 15;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        cnt[t * 16 + d_1] += 1;
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
    if (t < 16) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        int s = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        for (int j = 0; j < 256; j++)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
            s += cnt[j * 16 + t];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/radix_hist_private.cu"
        hist[t * gridDim.x + blockIdx.x] = s;
    }
}
