extern "C" __global__ void depth_u16_to_float_cf4x(const unsigned short* d, float* out, float scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
