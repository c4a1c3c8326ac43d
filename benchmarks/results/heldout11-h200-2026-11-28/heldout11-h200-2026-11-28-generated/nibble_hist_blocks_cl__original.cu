extern "C" __global__ void nibble_hist_blocks(const unsigned char* data, int* hist) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    __shared__ int counters[2048];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    for (int v = 0; v < 16; ++v)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
        counters[t * 16 + v] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    const unsigned char* chunk = data + (unsigned long long)(unsigned long long)blockIdx.x * 4096;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    for (int k = 0; k < 32; ++k)
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
        counters[t * 16 + (chunk[k * 128 + t] & 15)] += 1;
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
    if (t < 16) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
        int total = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
        for (int j = 0; j < 128; ++j)
#line 18 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
            total += counters[j * 16 + t];
#line 19 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cl"
        hist[(unsigned long long)blockIdx.x * 16 + t] = total;
    }
}
