extern "C" __global__ void sat_add_i16_cf4x(const short* a, const short* b, short* c, int n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_0 = (int)a[i_0] + (int)b[i_0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_0] = (short)min(max(s_0, -32768), 32767);
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_1 = (int)a[i_1] + (int)b[i_1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_1] = (short)min(max(s_1, -32768), 32767);
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_2 = (int)a[i_2] + (int)b[i_2];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_2] = (short)min(max(s_2, -32768), 32767);
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s_3 = (int)a[i_3] + (int)b[i_3];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i_3] = (short)min(max(s_3, -32768), 32767);
    }
}
