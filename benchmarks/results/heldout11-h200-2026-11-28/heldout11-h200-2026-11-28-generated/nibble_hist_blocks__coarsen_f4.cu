extern "C" __global__ void nibble_hist_blocks_cf4x(const unsigned char* data, int* hist) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    __shared__ int counters[2048];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    int t_0 = threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    int t_1 = threadIdx.x * 4u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    int t_2 = threadIdx.x * 4u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    int t_3 = threadIdx.x * 4u + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    for (int v = 0; v < 16; ++v) {
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_0 * 16 + v] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_1 * 16 + v] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_2 * 16 + v] = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_3 * 16 + v] = 0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    const unsigned char* chunk = data + (unsigned long long)blockIdx.x * 4096;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    for (int k = 0; k < 32; ++k) {
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_0 * 16 + (chunk[k * 128 + t_0] & 15)] += 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_1 * 16 + (chunk[k * 128 + t_1] & 15)] += 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_2 * 16 + (chunk[k * 128 + t_2] & 15)] += 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        counters[t_3 * 16 + (chunk[k * 128 + t_3] & 15)] += 1;
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
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    if (t_2 < 16) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        int total_2 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        for (int j_2 = 0; j_2 < 128; ++j_2)
#line 18 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
            total_2 += counters[j_2 * 16 + t_2];
#line 19 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        hist[blockIdx.x * 16 + t_2] = total_2;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
    if (t_3 < 16) {
#line 16 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        int total_3 = 0;
#line 17 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        for (int j_3 = 0; j_3 < 128; ++j_3)
#line 18 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
            total_3 += counters[j_3 * 16 + t_3];
#line 19 "/work/main/.stage/main/benchmarks/heldout11/kernels/nibble_hist_blocks.cu"
        hist[blockIdx.x * 16 + t_3] = total_3;
    }
}
