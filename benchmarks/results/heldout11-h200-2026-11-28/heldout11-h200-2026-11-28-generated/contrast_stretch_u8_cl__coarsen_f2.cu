extern "C" __global__ void contrast_stretch_u8_cf2x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int v_0 = (src[i_0] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int range_0 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int q_0 = v_0 >= 0 ? v_0 / range_0 : -((-v_0 + range_0 - 1) / range_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        dst[i_0] = (unsigned char)min(max(q_0, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int v_1 = (src[i_1] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int range_1 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int q_1 = v_1 >= 0 ? v_1 / range_1 : -((-v_1 + range_1 - 1) / range_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        dst[i_1] = (unsigned char)min(max(q_1, 0), 255);
    }
}
