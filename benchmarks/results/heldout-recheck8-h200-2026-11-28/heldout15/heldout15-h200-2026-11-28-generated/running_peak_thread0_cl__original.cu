extern "C" __global__ void running_peak_thread0(const float* x, float* peak, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    mag[t] = i < n ? fabsf(x[i]) : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (t == 0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float m = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        for (int k = 0; k < 256; k++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            m = fmaxf(m, mag[k]);
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[k] = m;
        }
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i] = mag[t];
}
