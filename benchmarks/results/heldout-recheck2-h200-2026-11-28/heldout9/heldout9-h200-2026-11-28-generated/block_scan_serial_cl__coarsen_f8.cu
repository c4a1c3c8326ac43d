extern "C" __global__ void block_scan_serial_cf8x(const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    __shared__ float s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_0 = (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int t_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_0 = (unsigned long long)blockIdx.x * 256 + t_0;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_1 = (unsigned long long)blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_2 = (unsigned long long)blockIdx.x * 256 + t_2;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_3 = (unsigned long long)blockIdx.x * 256 + t_3;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_4 = (unsigned long long)blockIdx.x * 256 + t_4;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_5 = (unsigned long long)blockIdx.x * 256 + t_5;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_6 = (unsigned long long)blockIdx.x * 256 + t_6;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    int i_7 = (unsigned long long)blockIdx.x * 256 + t_7;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_0] = i_0 < n ? x[i_0] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_1] = i_1 < n ? x[i_1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_2] = i_2 < n ? x[i_2] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_3] = i_3 < n ? x[i_3] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_4] = i_4 < n ? x[i_4] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_5] = i_5 < n ? x[i_5] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_6] = i_6 < n ? x[i_6] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    s[t_7] = i_7 < n ? x[i_7] : 0.0f;
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
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_2 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_2 = 1; k_2 < 256; k_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_2] += s[k_2 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_3 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_3 = 1; k_3 < 256; k_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_3] += s[k_3 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_4 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_4 = 1; k_4 < 256; k_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_4] += s[k_4 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_5 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_5 = 1; k_5 < 256; k_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_5] += s[k_5 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_6 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_6 = 1; k_6 < 256; k_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_6] += s[k_6 - 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (t_7 == 0)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        for (int k_7 = 1; k_7 < 256; k_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
            s[k_7] += s[k_7 - 1];
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
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_2 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_2] = s[t_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_3 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_3] = s[t_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_4 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_4] = s[t_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_5 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_5] = s[t_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_6 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_6] = s[t_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
    if (i_7 < n)
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/block_scan_serial.cl"
        out[i_7] = s[t_7];
}
