extern "C" __global__ void sat_sub_u8_cf8x(const unsigned char* a, const unsigned char* b, unsigned char* d, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_2 = (int)a[i_2] - (int)b[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_2] = (unsigned char)(v_2 > 0 ? v_2 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_3 = (int)a[i_3] - (int)b[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_3] = (unsigned char)(v_3 > 0 ? v_3 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_4 = (int)a[i_4] - (int)b[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_4] = (unsigned char)(v_4 > 0 ? v_4 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_5 = (int)a[i_5] - (int)b[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_5] = (unsigned char)(v_5 > 0 ? v_5 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_6 = (int)a[i_6] - (int)b[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_6] = (unsigned char)(v_6 > 0 ? v_6 : 0);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        int v_7 = (int)a[i_7] - (int)b[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/sat_sub_u8.cl"
        d[i_7] = (unsigned char)(v_7 > 0 ? v_7 : 0);
    }
}
