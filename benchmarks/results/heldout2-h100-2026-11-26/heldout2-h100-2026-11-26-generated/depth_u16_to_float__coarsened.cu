extern "C" __global__ void depth_u16_to_float_cf16x_st32(const unsigned short* d, float* out, float scale, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    int g_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        g_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_0 = d[g_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_0] = v_0 == 0 ? -1.0f : (float)v_0 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_1 = d[g_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_1] = v_1 == 0 ? -1.0f : (float)v_1 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_2 = d[g_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_2] = v_2 == 0 ? -1.0f : (float)v_2 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_3 = d[g_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_3] = v_3 == 0 ? -1.0f : (float)v_3 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_4 = d[g_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_4] = v_4 == 0 ? -1.0f : (float)v_4 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_5 = d[g_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_5] = v_5 == 0 ? -1.0f : (float)v_5 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_6 = d[g_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_6] = v_6 == 0 ? -1.0f : (float)v_6 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_7 = d[g_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_7] = v_7 == 0 ? -1.0f : (float)v_7 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_8 = d[g_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_8] = v_8 == 0 ? -1.0f : (float)v_8 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_9 = d[g_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_9] = v_9 == 0 ? -1.0f : (float)v_9 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_10 = d[g_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_10] = v_10 == 0 ? -1.0f : (float)v_10 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_11 = d[g_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_11] = v_11 == 0 ? -1.0f : (float)v_11 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_12 = d[g_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_12] = v_12 == 0 ? -1.0f : (float)v_12 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_13 = d[g_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_13] = v_13 == 0 ? -1.0f : (float)v_13 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_14 = d[g_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_14] = v_14 == 0 ? -1.0f : (float)v_14 * scale;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
        if (g_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            unsigned short v_15 = d[g_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cu"
            out[g_15] = v_15 == 0 ? -1.0f : (float)v_15 * scale;
        }
}
