extern "C" __global__ void sat_add_i16(const short* a, const short* b, short* c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        int s = (int)a[i] + (int)b[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/sat_add_i16.cl"
        c[i] = (short)min(max(s, -32768), 32767);
    }
}
