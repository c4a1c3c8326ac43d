extern "C" __global__ void block_scan_serial_opt(const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    __shared__ float s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    int t = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    int i = blockIdx.x * 256 + t;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    s[t] = i < n ? x[i] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    for (int off = 1; off < 256; off <<= 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        float v = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
            v = s[(int)threadIdx.x - off];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        if ((int)threadIdx.x >= off && (int)threadIdx.x < 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
            s[(int)threadIdx.x] += v;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        __syncthreads();
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    if (i < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        out[i] = s[t];
}
