extern "C" __global__ void u8_levels_adjust(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int v = min(max((int)src[i], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        dst[i] = (unsigned char)((v - lo) * 255 / (hi - lo));
    }
}
