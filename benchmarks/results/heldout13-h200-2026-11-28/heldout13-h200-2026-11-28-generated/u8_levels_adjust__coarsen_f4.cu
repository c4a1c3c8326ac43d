extern "C" __global__ void u8_levels_adjust_cf4x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int v_0 = min(max((int)src[i_0], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        dst[i_0] = (unsigned char)((v_0 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int v_1 = min(max((int)src[i_1], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        dst[i_1] = (unsigned char)((v_1 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int v_2 = min(max((int)src[i_2], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        dst[i_2] = (unsigned char)((v_2 - lo) * 255 / (hi - lo));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        int v_3 = min(max((int)src[i_3], lo), hi);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/u8_levels_adjust.cu"
        dst[i_3] = (unsigned char)((v_3 - lo) * 255 / (hi - lo));
    }
}
