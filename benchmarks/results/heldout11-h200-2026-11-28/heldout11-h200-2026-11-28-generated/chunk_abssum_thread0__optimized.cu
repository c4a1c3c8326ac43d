extern "C" __global__ void chunk_abssum_thread0_opt(const float* x, float* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    int i = blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    mag[t] = i < n ? fabsf(x[i]) : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    float mag_sum = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    if ((int)threadIdx.x < 32) {
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        for (int j = (int)threadIdx.x; j < 256; j += 32)
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
            mag_sum += mag[j];
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        mag_sum += __shfl_xor_sync(4294967295u, mag_sum, 16);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        mag_sum += __shfl_xor_sync(4294967295u, mag_sum, 8);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        mag_sum += __shfl_xor_sync(4294967295u, mag_sum, 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        mag_sum += __shfl_xor_sync(4294967295u, mag_sum, 2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        mag_sum += __shfl_xor_sync(4294967295u, mag_sum, 1);
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
    if (t == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        float total = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        total += mag_sum;
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cu"
        sums[blockIdx.x] = total;
    }
}
