extern "C" __global__ void depth_u16_to_float_cf2x(const unsigned short* d, float* out, float scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
