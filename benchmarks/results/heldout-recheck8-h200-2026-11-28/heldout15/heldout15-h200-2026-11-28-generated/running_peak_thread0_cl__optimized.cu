extern "C" __global__ void running_peak_thread0_opt(const float* x, float* peak, int n) {
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
    for (int off = 1; off < 256; off <<= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        float v = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            v = mag[(int)threadIdx.x - off];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
            mag[(int)threadIdx.x] = fmaxf(mag[(int)threadIdx.x], v);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        __syncthreads();
    }
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if ((int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        mag[(int)threadIdx.x] = fmaxf(mag[(int)threadIdx.x], (float)0.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
    if (i < n)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cl"
        peak[i] = mag[t];
}
