extern "C" __global__ void chunk_abssum_thread0(const float* x, float* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
    mag[t] = i < n ? fabsf(x[i]) : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
    if (t == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
        float total = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
        for (int k = 0; k < 256; ++k)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
            total += mag[k];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/kernels/chunk_abssum_thread0.cl"
        sums[(unsigned long long)blockIdx.x] = total;
    }
}
