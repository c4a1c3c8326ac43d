extern "C" __global__ void u8_levels_adjust_cf8x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_2 = min(max((int)src[i_2], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_2] = (unsigned char)((v_2 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_3 = min(max((int)src[i_3], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_3] = (unsigned char)((v_3 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_4 = min(max((int)src[i_4], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_4] = (unsigned char)((v_4 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_5 = min(max((int)src[i_5], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_5] = (unsigned char)((v_5 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_6 = min(max((int)src[i_6], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_6] = (unsigned char)((v_6 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        int v_7 = min(max((int)src[i_7], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cl"
        dst[i_7] = (unsigned char)((v_7 - lo) * 255 / (hi - lo));
    }
}
