extern "C" __global__ void ct_window_u16_u8_cf2x(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int d_0 = (int)in[i_0] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        d_0 = d_0 < 0 ? 0 : d_0 > width ? width : d_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        out[i_0] = (unsigned char)(d_0 * 255 / width);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int d_1 = (int)in[i_1] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        d_1 = d_1 < 0 ? 0 : d_1 > width ? width : d_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        out[i_1] = (unsigned char)(d_1 * 255 / width);
    }
}
