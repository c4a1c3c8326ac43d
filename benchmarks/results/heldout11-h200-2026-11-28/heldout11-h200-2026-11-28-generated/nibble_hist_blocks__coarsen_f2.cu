extern "C" __global__ void nibble_hist_blocks_cf2x(const unsigned char* data, int* hist) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    __shared__ int counters[2048];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    int t_0 = threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    for (int v = 0; v < 16; ++v) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_0 * 16 + v] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_1 * 16 + v] = 0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    const unsigned char* chunk = data + (unsigned long long)blockIdx.x * 4096;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    for (int k = 0; k < 32; ++k) {
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_0 * 16 + (chunk[k * 128 + t_0] & 15)] += 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_1 * 16 + (chunk[k * 128 + t_1] & 15)] += 1;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    if (t_0 < 16) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        int total_0 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        for (int j_0 = 0; j_0 < 128; ++j_0)
#line 18 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
            total_0 += counters[j_0 * 16 + t_0];
#line 19 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        hist[blockIdx.x * 16 + t_0] = total_0;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    if (t_1 < 16) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        int total_1 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        for (int j_1 = 0; j_1 < 128; ++j_1)
#line 18 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
            total_1 += counters[j_1 * 16 + t_1];
#line 19 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        hist[blockIdx.x * 16 + t_1] = total_1;
    }
}
