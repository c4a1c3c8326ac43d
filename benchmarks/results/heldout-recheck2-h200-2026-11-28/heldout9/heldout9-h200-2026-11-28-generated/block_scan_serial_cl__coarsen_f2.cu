extern "C" __global__ void block_scan_serial_cf2x(const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __shared__ float s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_0] = i_0 < n ? x[i_0] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_1] = i_1 < n ? x[i_1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_0 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_0 = 1; k_0 < 256; k_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_0] += s[k_0 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_1 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_1 = 1; k_1 < 256; k_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_1] += s[k_1 - 1];
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_0 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_0] = s[t_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_1 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_1] = s[t_1];
}
