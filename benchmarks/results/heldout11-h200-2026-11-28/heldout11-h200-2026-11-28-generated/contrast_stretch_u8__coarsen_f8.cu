extern "C" __global__ void contrast_stretch_u8_cf8x(const unsigned char* src, unsigned char* dst, int lo, int hi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_4 = (src[i_4] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_4 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_4 = v_4 >= 0 ? v_4 / range_4 : -((-v_4 + range_4 - 1) / range_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_4] = (unsigned char)min(max(q_4, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_5 = (src[i_5] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_5 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_5 = v_5 >= 0 ? v_5 / range_5 : -((-v_5 + range_5 - 1) / range_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_5] = (unsigned char)min(max(q_5, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_6 = (src[i_6] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_6 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_6 = v_6 >= 0 ? v_6 / range_6 : -((-v_6 + range_6 - 1) / range_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_6] = (unsigned char)min(max(q_6, 0), 255);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int v_7 = (src[i_7] - lo) * 255;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int range_7 = hi - lo;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        int q_7 = v_7 >= 0 ? v_7 / range_7 : -((-v_7 + range_7 - 1) / range_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/contrast_stretch_u8.cu"
        dst[i_7] = (unsigned char)min(max(q_7, 0), 255);
    }
}
