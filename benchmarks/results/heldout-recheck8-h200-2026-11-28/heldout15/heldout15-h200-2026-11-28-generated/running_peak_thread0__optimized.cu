extern "C" __global__ void running_peak_thread0_opt(const float* x, float* peak, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __shared__ float mag[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    int i = blockIdx.x * 256 + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    mag[threadIdx.x] = i < n ? fabsf(x[i]) : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    for (int off = 1; off < 256; off <<= 1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        float v = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            v = mag[(int)threadIdx.x - off];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
            mag[(int)threadIdx.x] = fmaxf(mag[(int)threadIdx.x], v);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        __syncthreads();
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if ((int)threadIdx.x < 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        mag[(int)threadIdx.x] = fmaxf(mag[(int)threadIdx.x], 0.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
    if (i < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/running_peak_thread0.cu"
        peak[i] = mag[threadIdx.x];
}
