extern "C" __global__ void depth_u16_to_float_cf16x_st32(const unsigned short* d, float* out, float scale, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_0;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_1;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_2;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_3;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_4;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_5;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_6;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_7;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_8;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_9;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_10;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_11;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_12;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_13;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_14;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    int g_15;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        g_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_0 = d[g_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_0] = v_0 == 0 ? -1.0f : (float)v_0 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_1 = d[g_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_1] = v_1 == 0 ? -1.0f : (float)v_1 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_2 = d[g_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_2] = v_2 == 0 ? -1.0f : (float)v_2 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_3 = d[g_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_3] = v_3 == 0 ? -1.0f : (float)v_3 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_4 = d[g_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_4] = v_4 == 0 ? -1.0f : (float)v_4 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_5 = d[g_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_5] = v_5 == 0 ? -1.0f : (float)v_5 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_6 = d[g_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_6] = v_6 == 0 ? -1.0f : (float)v_6 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_7 = d[g_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_7] = v_7 == 0 ? -1.0f : (float)v_7 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_8 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_8 = d[g_8];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_8] = v_8 == 0 ? -1.0f : (float)v_8 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_9 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_9 = d[g_9];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_9] = v_9 == 0 ? -1.0f : (float)v_9 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_10 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_10 = d[g_10];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_10] = v_10 == 0 ? -1.0f : (float)v_10 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_11 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_11 = d[g_11];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_11] = v_11 == 0 ? -1.0f : (float)v_11 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_12 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_12 = d[g_12];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_12] = v_12 == 0 ? -1.0f : (float)v_12 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_13 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_13 = d[g_13];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_13] = v_13 == 0 ? -1.0f : (float)v_13 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_14 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_14 = d[g_14];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_14] = v_14 == 0 ? -1.0f : (float)v_14 * scale;
        }
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
        if (g_15 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            unsigned short v_15 = d[g_15];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/depth_u16_to_float.cl"
            out[g_15] = v_15 == 0 ? -1.0f : (float)v_15 * scale;
        }
}
