extern "C" __global__ void depth_u16_to_float_cf4x(const unsigned short* d, float* out, float scale, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if (g_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        unsigned short v_0 = d[g_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        out[g_0] = v_0 == 0 ? -1.0f : (float)v_0 * scale;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if (g_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        unsigned short v_1 = d[g_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        out[g_1] = v_1 == 0 ? -1.0f : (float)v_1 * scale;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if (g_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        unsigned short v_2 = d[g_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        out[g_2] = v_2 == 0 ? -1.0f : (float)v_2 * scale;
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if (g_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        unsigned short v_3 = d[g_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        out[g_3] = v_3 == 0 ? -1.0f : (float)v_3 * scale;
    }
}
