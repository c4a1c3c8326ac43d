extern "C" __global__ void block_scan_serial_cf2x(const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    __shared__ float s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    int t_0 = threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    int i_0 = blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    int i_1 = blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    s[t_0] = i_0 < n ? x[i_0] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    s[t_1] = i_1 < n ? x[i_1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    if (t_0 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        for (int k_0 = 1; k_0 < 256; k_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
            s[k_0] += s[k_0 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    if (t_1 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        for (int k_1 = 1; k_1 < 256; k_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
            s[k_1] += s[k_1 - 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    if (i_0 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        out[i_0] = s[t_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
    if (i_1 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cu"
        out[i_1] = s[t_1];
}
