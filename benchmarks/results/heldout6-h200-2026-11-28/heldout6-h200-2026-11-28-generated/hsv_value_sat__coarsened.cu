extern "C" __global__ void hsv_value_sat_cf16x_st32(const float* r, const float* g, const float* b, float* v, float* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_0 = fmaxf(r[i_0], fmaxf(g[i_0], b[i_0]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_0 = fminf(r[i_0], fminf(g[i_0], b[i_0]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_0] = hi_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_0] = hi_0 > 0.0f ? (hi_0 - lo_0) / hi_0 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_1 = fmaxf(r[i_1], fmaxf(g[i_1], b[i_1]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_1 = fminf(r[i_1], fminf(g[i_1], b[i_1]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_1] = hi_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_1] = hi_1 > 0.0f ? (hi_1 - lo_1) / hi_1 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_2 = fmaxf(r[i_2], fmaxf(g[i_2], b[i_2]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_2 = fminf(r[i_2], fminf(g[i_2], b[i_2]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_2] = hi_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_2] = hi_2 > 0.0f ? (hi_2 - lo_2) / hi_2 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_3 = fmaxf(r[i_3], fmaxf(g[i_3], b[i_3]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_3 = fminf(r[i_3], fminf(g[i_3], b[i_3]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_3] = hi_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_3] = hi_3 > 0.0f ? (hi_3 - lo_3) / hi_3 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_4 = fmaxf(r[i_4], fmaxf(g[i_4], b[i_4]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_4 = fminf(r[i_4], fminf(g[i_4], b[i_4]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_4] = hi_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_4] = hi_4 > 0.0f ? (hi_4 - lo_4) / hi_4 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_5 = fmaxf(r[i_5], fmaxf(g[i_5], b[i_5]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_5 = fminf(r[i_5], fminf(g[i_5], b[i_5]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_5] = hi_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_5] = hi_5 > 0.0f ? (hi_5 - lo_5) / hi_5 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_6 = fmaxf(r[i_6], fmaxf(g[i_6], b[i_6]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_6 = fminf(r[i_6], fminf(g[i_6], b[i_6]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_6] = hi_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_6] = hi_6 > 0.0f ? (hi_6 - lo_6) / hi_6 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_7 = fmaxf(r[i_7], fmaxf(g[i_7], b[i_7]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_7 = fminf(r[i_7], fminf(g[i_7], b[i_7]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_7] = hi_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_7] = hi_7 > 0.0f ? (hi_7 - lo_7) / hi_7 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_8 = fmaxf(r[i_8], fmaxf(g[i_8], b[i_8]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_8 = fminf(r[i_8], fminf(g[i_8], b[i_8]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_8] = hi_8;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_8] = hi_8 > 0.0f ? (hi_8 - lo_8) / hi_8 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_9 = fmaxf(r[i_9], fmaxf(g[i_9], b[i_9]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_9 = fminf(r[i_9], fminf(g[i_9], b[i_9]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_9] = hi_9;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_9] = hi_9 > 0.0f ? (hi_9 - lo_9) / hi_9 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_10 = fmaxf(r[i_10], fmaxf(g[i_10], b[i_10]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_10 = fminf(r[i_10], fminf(g[i_10], b[i_10]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_10] = hi_10;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_10] = hi_10 > 0.0f ? (hi_10 - lo_10) / hi_10 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_11 = fmaxf(r[i_11], fmaxf(g[i_11], b[i_11]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_11 = fminf(r[i_11], fminf(g[i_11], b[i_11]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_11] = hi_11;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_11] = hi_11 > 0.0f ? (hi_11 - lo_11) / hi_11 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_12 = fmaxf(r[i_12], fmaxf(g[i_12], b[i_12]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_12 = fminf(r[i_12], fminf(g[i_12], b[i_12]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_12] = hi_12;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_12] = hi_12 > 0.0f ? (hi_12 - lo_12) / hi_12 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_13 = fmaxf(r[i_13], fmaxf(g[i_13], b[i_13]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_13 = fminf(r[i_13], fminf(g[i_13], b[i_13]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_13] = hi_13;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_13] = hi_13 > 0.0f ? (hi_13 - lo_13) / hi_13 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_14 = fmaxf(r[i_14], fmaxf(g[i_14], b[i_14]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_14 = fminf(r[i_14], fminf(g[i_14], b[i_14]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_14] = hi_14;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_14] = hi_14 > 0.0f ? (hi_14 - lo_14) / hi_14 : 0.0f;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float hi_15 = fmaxf(r[i_15], fmaxf(g[i_15], b[i_15]));
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            float lo_15 = fminf(r[i_15], fminf(g[i_15], b[i_15]));
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            v[i_15] = hi_15;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/hsv_value_sat.cu"
            s[i_15] = hi_15 > 0.0f ? (hi_15 - lo_15) / hi_15 : 0.0f;
        }
}
