extern "C" __global__ void nchw_to_nhwc_cf16x_st32(const float* in, float* out, int N, int C, int HW) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_1;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_2;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_3;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_4;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_5;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_6;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_7;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_8;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_9;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_10;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_11;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_12;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_13;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_14;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    int g_15;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        g_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_0 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_0 = g_0 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_0 = g_0 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_0 = t_0 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_0 = t_0 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_0 * HW + s_0) * C + c_0] = in[g_0];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_1 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_1 = g_1 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_1 = g_1 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_1 = t_1 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_1 = t_1 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_1 * HW + s_1) * C + c_1] = in[g_1];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_2 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_2 = g_2 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_2 = g_2 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_2 = t_2 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_2 = t_2 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_2 * HW + s_2) * C + c_2] = in[g_2];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_3 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_3 = g_3 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_3 = g_3 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_3 = t_3 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_3 = t_3 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_3 * HW + s_3) * C + c_3] = in[g_3];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_4 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_4 = g_4 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_4 = g_4 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_4 = t_4 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_4 = t_4 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_4 * HW + s_4) * C + c_4] = in[g_4];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_5 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_5 = g_5 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_5 = g_5 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_5 = t_5 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_5 = t_5 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_5 * HW + s_5) * C + c_5] = in[g_5];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_6 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_6 = g_6 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_6 = g_6 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_6 = t_6 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_6 = t_6 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_6 * HW + s_6) * C + c_6] = in[g_6];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_7 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_7 = g_7 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_7 = g_7 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_7 = t_7 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_7 = t_7 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_7 * HW + s_7) * C + c_7] = in[g_7];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_8 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_8 = g_8 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_8 = g_8 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_8 = t_8 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_8 = t_8 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_8 * HW + s_8) * C + c_8] = in[g_8];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_9 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_9 = g_9 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_9 = g_9 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_9 = t_9 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_9 = t_9 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_9 * HW + s_9) * C + c_9] = in[g_9];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_10 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_10 = g_10 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_10 = g_10 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_10 = t_10 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_10 = t_10 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_10 * HW + s_10) * C + c_10] = in[g_10];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_11 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_11 = g_11 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_11 = g_11 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_11 = t_11 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_11 = t_11 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_11 * HW + s_11) * C + c_11] = in[g_11];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_12 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_12 = g_12 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_12 = g_12 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_12 = t_12 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_12 = t_12 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_12 * HW + s_12) * C + c_12] = in[g_12];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_13 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_13 = g_13 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_13 = g_13 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_13 = t_13 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_13 = t_13 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_13 * HW + s_13) * C + c_13] = in[g_13];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_14 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_14 = g_14 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_14 = g_14 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_14 = t_14 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_14 = t_14 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_14 * HW + s_14) * C + c_14] = in[g_14];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
        if (g_15 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int s_15 = g_15 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int t_15 = g_15 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int c_15 = t_15 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            int b_15 = t_15 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cl"
            out[(b_15 * HW + s_15) * C + c_15] = in[g_15];
        }
}
