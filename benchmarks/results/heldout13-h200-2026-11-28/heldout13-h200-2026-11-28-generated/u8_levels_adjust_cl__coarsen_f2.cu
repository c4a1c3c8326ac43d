extern "C" __global__ void u8_levels_adjust_cf2x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_0 = min(max((int)src[i_0], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_0] = (unsigned char)((v_0 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_1 = min(max((int)src[i_1], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_1] = (unsigned char)((v_1 - lo) * 255 / (hi - lo));
    }
}
