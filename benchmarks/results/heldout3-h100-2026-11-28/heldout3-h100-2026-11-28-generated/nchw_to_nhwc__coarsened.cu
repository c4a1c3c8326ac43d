extern "C" __global__ void nchw_to_nhwc_cf16x_st32(const float* in, float* out, int N, int C, int HW) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_1;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_2;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_3;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_4;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_5;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_6;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_7;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_8;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_9;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_10;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_11;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_12;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_13;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_14;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    int g_15;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        g_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_0 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_0 = g_0 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_0 = g_0 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_0 = t_0 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_0 = t_0 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_0 * HW + s_0) * C + c_0] = in[g_0];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_1 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_1 = g_1 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_1 = g_1 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_1 = t_1 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_1 = t_1 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_1 * HW + s_1) * C + c_1] = in[g_1];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_2 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_2 = g_2 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_2 = g_2 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_2 = t_2 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_2 = t_2 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_2 * HW + s_2) * C + c_2] = in[g_2];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_3 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_3 = g_3 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_3 = g_3 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_3 = t_3 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_3 = t_3 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_3 * HW + s_3) * C + c_3] = in[g_3];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_4 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_4 = g_4 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_4 = g_4 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_4 = t_4 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_4 = t_4 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_4 * HW + s_4) * C + c_4] = in[g_4];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_5 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_5 = g_5 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_5 = g_5 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_5 = t_5 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_5 = t_5 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_5 * HW + s_5) * C + c_5] = in[g_5];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_6 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_6 = g_6 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_6 = g_6 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_6 = t_6 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_6 = t_6 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_6 * HW + s_6) * C + c_6] = in[g_6];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_7 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_7 = g_7 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_7 = g_7 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_7 = t_7 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_7 = t_7 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_7 * HW + s_7) * C + c_7] = in[g_7];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_8 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_8 = g_8 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_8 = g_8 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_8 = t_8 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_8 = t_8 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_8 * HW + s_8) * C + c_8] = in[g_8];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_9 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_9 = g_9 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_9 = g_9 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_9 = t_9 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_9 = t_9 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_9 * HW + s_9) * C + c_9] = in[g_9];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_10 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_10 = g_10 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_10 = g_10 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_10 = t_10 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_10 = t_10 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_10 * HW + s_10) * C + c_10] = in[g_10];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_11 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_11 = g_11 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_11 = g_11 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_11 = t_11 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_11 = t_11 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_11 * HW + s_11) * C + c_11] = in[g_11];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_12 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_12 = g_12 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_12 = g_12 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_12 = t_12 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_12 = t_12 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_12 * HW + s_12) * C + c_12] = in[g_12];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_13 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_13 = g_13 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_13 = g_13 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_13 = t_13 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_13 = t_13 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_13 * HW + s_13) * C + c_13] = in[g_13];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_14 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_14 = g_14 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_14 = g_14 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_14 = t_14 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_14 = t_14 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_14 * HW + s_14) * C + c_14] = in[g_14];
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
        if (g_15 < N * C * HW) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int s_15 = g_15 % HW;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int t_15 = g_15 / HW;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int c_15 = t_15 % C;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            int b_15 = t_15 / C;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/nchw_to_nhwc.cu"
            out[(b_15 * HW + s_15) * C + c_15] = in[g_15];
        }
}
