extern "C" __global__ void block_scan_serial_opt(const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __shared__ float s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t] = i < n ? x[i] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    for (int off = 1; off < 256; off <<= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        float v = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            v = s[(int)threadIdx.x - off];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[(int)threadIdx.x] += v;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        __syncthreads();
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i] = s[t];
}
