extern "C" __global__ void depth_u16_to_float_cf8x(const unsigned short* d, float* out, float scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_0 = d[g_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_0] = v_0 == 0 ? -1.0f : (float)v_0 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_1 = d[g_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_1] = v_1 == 0 ? -1.0f : (float)v_1 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_2 = d[g_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_2] = v_2 == 0 ? -1.0f : (float)v_2 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_3 = d[g_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_3] = v_3 == 0 ? -1.0f : (float)v_3 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_4 = d[g_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_4] = v_4 == 0 ? -1.0f : (float)v_4 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_5 = d[g_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_5] = v_5 == 0 ? -1.0f : (float)v_5 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_6 = d[g_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_6] = v_6 == 0 ? -1.0f : (float)v_6 * scale;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (g_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        unsigned short v_7 = d[g_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        out[g_7] = v_7 == 0 ? -1.0f : (float)v_7 * scale;
    }
}
