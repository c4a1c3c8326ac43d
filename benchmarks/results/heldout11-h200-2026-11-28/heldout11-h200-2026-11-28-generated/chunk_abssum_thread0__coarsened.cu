extern "C" __global__ void chunk_abssum_thread0_cf4x_st16(const float* x, float* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int t_0 = threadIdx.x / 16u * 64u + threadIdx.x % 16u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int t_1 = threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int t_2 = threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int t_3 = threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int i_0 = blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int i_1 = blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int i_2 = blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int i_3 = blockIdx.x * 256 + t_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    mag[t_0] = i_0 < n ? fabsf(x[i_0]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    mag[t_1] = i_1 < n ? fabsf(x[i_1]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    mag[t_2] = i_2 < n ? fabsf(x[i_2]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    mag[t_3] = i_3 < n ? fabsf(x[i_3]) : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    if (t_0 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        float total_0 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        for (int k_0 = 0; k_0 < 256; ++k_0)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
            total_0 += mag[k_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        sums[blockIdx.x] = total_0;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    if (t_1 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        float total_1 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        for (int k_1 = 0; k_1 < 256; ++k_1)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
            total_1 += mag[k_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        sums[blockIdx.x] = total_1;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    if (t_2 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        float total_2 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        for (int k_2 = 0; k_2 < 256; ++k_2)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
            total_2 += mag[k_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        sums[blockIdx.x] = total_2;
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    if (t_3 == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        float total_3 = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        for (int k_3 = 0; k_3 < 256; ++k_3)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
            total_3 += mag[k_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        sums[blockIdx.x] = total_3;
    }
}
