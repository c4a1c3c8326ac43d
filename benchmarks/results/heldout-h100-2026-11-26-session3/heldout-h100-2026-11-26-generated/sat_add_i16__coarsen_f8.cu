extern "C" __global__ void sat_add_i16_cf8x(const short* a, const short* b, short* c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_0 = (int)a[i_0] + (int)b[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_0] = (short)min(max(s_0, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_1 = (int)a[i_1] + (int)b[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_1] = (short)min(max(s_1, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_2 = (int)a[i_2] + (int)b[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_2] = (short)min(max(s_2, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_3 = (int)a[i_3] + (int)b[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_3] = (short)min(max(s_3, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_4 = (int)a[i_4] + (int)b[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_4] = (short)min(max(s_4, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_5 = (int)a[i_5] + (int)b[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_5] = (short)min(max(s_5, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_6 = (int)a[i_6] + (int)b[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_6] = (short)min(max(s_6, -32768), 32767);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_7 = (int)a[i_7] + (int)b[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_7] = (short)min(max(s_7, -32768), 32767);
    }
}
