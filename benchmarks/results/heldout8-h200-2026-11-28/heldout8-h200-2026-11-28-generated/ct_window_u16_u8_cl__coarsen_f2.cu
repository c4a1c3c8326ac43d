extern "C" __global__ void ct_window_u16_u8_cf2x(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        int d_0 = (int)in[i_0] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        d_0 = d_0 < 0 ? 0 : d_0 > width ? width : d_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        out[i_0] = (unsigned char)(d_0 * 255 / width);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        int d_1 = (int)in[i_1] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        d_1 = d_1 < 0 ? 0 : d_1 > width ? width : d_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        out[i_1] = (unsigned char)(d_1 * 255 / width);
    }
}
