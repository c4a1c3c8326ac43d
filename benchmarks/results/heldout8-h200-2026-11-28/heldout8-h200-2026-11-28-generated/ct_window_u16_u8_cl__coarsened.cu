extern "C" __global__ void ct_window_u16_u8_cf4x_st16(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 16ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 32ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 16ull * 64ull + (unsigned long long)threadIdx.x % 16ull + 48ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        int d_2 = (int)in[i_2] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        d_2 = d_2 < 0 ? 0 : d_2 > width ? width : d_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        out[i_2] = (unsigned char)(d_2 * 255 / width);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        int d_3 = (int)in[i_3] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        d_3 = d_3 < 0 ? 0 : d_3 > width ? width : d_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cl"
        out[i_3] = (unsigned char)(d_3 * 255 / width);
    }
}
