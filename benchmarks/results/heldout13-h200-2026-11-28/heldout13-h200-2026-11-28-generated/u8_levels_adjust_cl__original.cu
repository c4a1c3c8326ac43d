extern "C" __global__ void u8_levels_adjust(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v = min(max((int)src[i], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i] = (unsigned char)((v - lo) * 255 / (hi - lo));
    }
}
