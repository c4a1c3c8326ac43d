extern "C" __global__ void ct_window_u16_u8_cf4x_st16(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int d_2 = (int)in[i_2] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        d_2 = d_2 < 0 ? 0 : d_2 > width ? width : d_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        out[i_2] = (unsigned char)(d_2 * 255 / width);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int d_3 = (int)in[i_3] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        d_3 = d_3 < 0 ? 0 : d_3 > width ? width : d_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        out[i_3] = (unsigned char)(d_3 * 255 / width);
    }
}
