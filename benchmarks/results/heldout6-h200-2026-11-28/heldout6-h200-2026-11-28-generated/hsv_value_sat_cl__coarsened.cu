extern "C" __global__ void hsv_value_sat_cf16x_st32(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_8;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_9;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_10;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_11;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_12;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_13;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_14;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    int i_15;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_0 = fmaxf(r[i_0], fmaxf(g[i_0], b[i_0]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_0 = fminf(r[i_0], fminf(g[i_0], b[i_0]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_0] = hi_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_0] = hi_0 > 0.0f ? (hi_0 - lo_0) / hi_0 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_1 = fmaxf(r[i_1], fmaxf(g[i_1], b[i_1]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_1 = fminf(r[i_1], fminf(g[i_1], b[i_1]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_1] = hi_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_1] = hi_1 > 0.0f ? (hi_1 - lo_1) / hi_1 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_2 = fmaxf(r[i_2], fmaxf(g[i_2], b[i_2]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_2 = fminf(r[i_2], fminf(g[i_2], b[i_2]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_2] = hi_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_2] = hi_2 > 0.0f ? (hi_2 - lo_2) / hi_2 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_3 = fmaxf(r[i_3], fmaxf(g[i_3], b[i_3]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_3 = fminf(r[i_3], fminf(g[i_3], b[i_3]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_3] = hi_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_3] = hi_3 > 0.0f ? (hi_3 - lo_3) / hi_3 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_4 = fmaxf(r[i_4], fmaxf(g[i_4], b[i_4]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_4 = fminf(r[i_4], fminf(g[i_4], b[i_4]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_4] = hi_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_4] = hi_4 > 0.0f ? (hi_4 - lo_4) / hi_4 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_5 = fmaxf(r[i_5], fmaxf(g[i_5], b[i_5]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_5 = fminf(r[i_5], fminf(g[i_5], b[i_5]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_5] = hi_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_5] = hi_5 > 0.0f ? (hi_5 - lo_5) / hi_5 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_6 = fmaxf(r[i_6], fmaxf(g[i_6], b[i_6]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_6 = fminf(r[i_6], fminf(g[i_6], b[i_6]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_6] = hi_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_6] = hi_6 > 0.0f ? (hi_6 - lo_6) / hi_6 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_7 = fmaxf(r[i_7], fmaxf(g[i_7], b[i_7]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_7 = fminf(r[i_7], fminf(g[i_7], b[i_7]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_7] = hi_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_7] = hi_7 > 0.0f ? (hi_7 - lo_7) / hi_7 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_8 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_8 = fmaxf(r[i_8], fmaxf(g[i_8], b[i_8]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_8 = fminf(r[i_8], fminf(g[i_8], b[i_8]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_8] = hi_8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_8] = hi_8 > 0.0f ? (hi_8 - lo_8) / hi_8 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_9 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_9 = fmaxf(r[i_9], fmaxf(g[i_9], b[i_9]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_9 = fminf(r[i_9], fminf(g[i_9], b[i_9]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_9] = hi_9;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_9] = hi_9 > 0.0f ? (hi_9 - lo_9) / hi_9 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_10 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_10 = fmaxf(r[i_10], fmaxf(g[i_10], b[i_10]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_10 = fminf(r[i_10], fminf(g[i_10], b[i_10]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_10] = hi_10;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_10] = hi_10 > 0.0f ? (hi_10 - lo_10) / hi_10 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_11 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_11 = fmaxf(r[i_11], fmaxf(g[i_11], b[i_11]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_11 = fminf(r[i_11], fminf(g[i_11], b[i_11]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_11] = hi_11;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_11] = hi_11 > 0.0f ? (hi_11 - lo_11) / hi_11 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_12 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_12 = fmaxf(r[i_12], fmaxf(g[i_12], b[i_12]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_12 = fminf(r[i_12], fminf(g[i_12], b[i_12]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_12] = hi_12;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_12] = hi_12 > 0.0f ? (hi_12 - lo_12) / hi_12 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_13 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_13 = fmaxf(r[i_13], fmaxf(g[i_13], b[i_13]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_13 = fminf(r[i_13], fminf(g[i_13], b[i_13]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_13] = hi_13;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_13] = hi_13 > 0.0f ? (hi_13 - lo_13) / hi_13 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_14 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_14 = fmaxf(r[i_14], fmaxf(g[i_14], b[i_14]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_14 = fminf(r[i_14], fminf(g[i_14], b[i_14]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_14] = hi_14;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_14] = hi_14 > 0.0f ? (hi_14 - lo_14) / hi_14 : 0.0f;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
        if (i_15 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float hi_15 = fmaxf(r[i_15], fmaxf(g[i_15], b[i_15]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            float lo_15 = fminf(r[i_15], fminf(g[i_15], b[i_15]));
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            v[i_15] = hi_15;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cl"
            s[i_15] = hi_15 > 0.0f ? (hi_15 - lo_15) / hi_15 : 0.0f;
        }
}
