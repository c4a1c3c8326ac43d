extern "C" __global__ void contrast_stretch_u8_cf4x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int v_2 = (src[i_2] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int range_2 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int q_2 = v_2 >= 0 ? v_2 / range_2 : -((-v_2 + range_2 - 1) / range_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        dst[i_2] = (unsigned char)min(max(q_2, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int v_3 = (src[i_3] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int range_3 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        int q_3 = v_3 >= 0 ? v_3 / range_3 : -((-v_3 + range_3 - 1) / range_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cl"
        dst[i_3] = (unsigned char)min(max(q_3, 0), 255);
    }
}
