extern "C" __global__ void running_peak_thread0(const float* x, float* peak, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    int i = blockIdx.x * 256 + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    mag[threadIdx.x] = i < n ? fabsf(x[i]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (threadIdx.x == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        float m = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        for (int k = 0; k < 256; k++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            m = fmaxf(m, mag[k]);
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            mag[k] = m;
        }
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (i < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        peak[i] = mag[threadIdx.x];
}
