extern "C" __global__ void sat_sub_u8_cf2x(const unsigned char* a, const unsigned char* b, unsigned char* d, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_0 = (int)a[i_0] - (int)b[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_0] = (unsigned char)(v_0 > 0 ? v_0 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_1 = (int)a[i_1] - (int)b[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_1] = (unsigned char)(v_1 > 0 ? v_1 : 0);
    }
}
