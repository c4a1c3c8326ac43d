extern "C" __global__ void u8_absdiff_cf4x(const unsigned char* a, const unsigned char* b, unsigned char* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        int d_0 = (int)a[i_0] - (int)b[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        out[i_0] = (unsigned char)(d_0 < 0 ? -d_0 : d_0);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        int d_1 = (int)a[i_1] - (int)b[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        out[i_1] = (unsigned char)(d_1 < 0 ? -d_1 : d_1);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        int d_2 = (int)a[i_2] - (int)b[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        out[i_2] = (unsigned char)(d_2 < 0 ? -d_2 : d_2);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        int d_3 = (int)a[i_3] - (int)b[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/u8_absdiff.cl"
        out[i_3] = (unsigned char)(d_3 < 0 ? -d_3 : d_3);
    }
}
