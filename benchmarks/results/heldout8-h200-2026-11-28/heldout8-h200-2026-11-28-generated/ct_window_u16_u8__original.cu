extern "C" __global__ void ct_window_u16_u8(const unsigned short* in, unsigned char* out, int lo, int width, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        int d = (int)in[i] - lo;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        d = d < 0 ? 0 : d > width ? width : d;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/ct_window_u16_u8.cu"
        out[i] = (unsigned char)(d * 255 / width);
    }
}
