extern "C" __global__ void contrast_stretch_u8_cf4x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_0 = (src[i_0] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_0 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_0 = v_0 >= 0 ? v_0 / range_0 : -((-v_0 + range_0 - 1) / range_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_0] = (unsigned char)min(max(q_0, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_1 = (src[i_1] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_1 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_1 = v_1 >= 0 ? v_1 / range_1 : -((-v_1 + range_1 - 1) / range_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_1] = (unsigned char)min(max(q_1, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_2 = (src[i_2] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_2 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_2 = v_2 >= 0 ? v_2 / range_2 : -((-v_2 + range_2 - 1) / range_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_2] = (unsigned char)min(max(q_2, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_3 = (src[i_3] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_3 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_3 = v_3 >= 0 ? v_3 / range_3 : -((-v_3 + range_3 - 1) / range_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_3] = (unsigned char)min(max(q_3, 0), 255);
    }
}
