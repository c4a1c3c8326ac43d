extern "C" __global__ void fir5_symmetric_cf16x_st32(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_0 = i_0 >= 2 ? x[i_0 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_0 = i_0 >= 1 ? x[i_0 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_0 = i_0 + 1 < n ? x[i_0 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_0 = i_0 + 2 < n ? x[i_0 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_0] = 0.375f * x[i_0] + 0.25f * (m1_0 + p1_0) + 0.0625f * (m2_0 + p2_0);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_1 = i_1 >= 2 ? x[i_1 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_1 = i_1 >= 1 ? x[i_1 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_1 = i_1 + 1 < n ? x[i_1 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_1 = i_1 + 2 < n ? x[i_1 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_1] = 0.375f * x[i_1] + 0.25f * (m1_1 + p1_1) + 0.0625f * (m2_1 + p2_1);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_2 = i_2 >= 2 ? x[i_2 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_2 = i_2 >= 1 ? x[i_2 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_2 = i_2 + 1 < n ? x[i_2 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_2 = i_2 + 2 < n ? x[i_2 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_2] = 0.375f * x[i_2] + 0.25f * (m1_2 + p1_2) + 0.0625f * (m2_2 + p2_2);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_3 = i_3 >= 2 ? x[i_3 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_3 = i_3 >= 1 ? x[i_3 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_3 = i_3 + 1 < n ? x[i_3 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_3 = i_3 + 2 < n ? x[i_3 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_3] = 0.375f * x[i_3] + 0.25f * (m1_3 + p1_3) + 0.0625f * (m2_3 + p2_3);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_4 = i_4 >= 2 ? x[i_4 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_4 = i_4 >= 1 ? x[i_4 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_4 = i_4 + 1 < n ? x[i_4 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_4 = i_4 + 2 < n ? x[i_4 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_4] = 0.375f * x[i_4] + 0.25f * (m1_4 + p1_4) + 0.0625f * (m2_4 + p2_4);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_5 = i_5 >= 2 ? x[i_5 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_5 = i_5 >= 1 ? x[i_5 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_5 = i_5 + 1 < n ? x[i_5 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_5 = i_5 + 2 < n ? x[i_5 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_5] = 0.375f * x[i_5] + 0.25f * (m1_5 + p1_5) + 0.0625f * (m2_5 + p2_5);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_6 = i_6 >= 2 ? x[i_6 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_6 = i_6 >= 1 ? x[i_6 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_6 = i_6 + 1 < n ? x[i_6 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_6 = i_6 + 2 < n ? x[i_6 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_6] = 0.375f * x[i_6] + 0.25f * (m1_6 + p1_6) + 0.0625f * (m2_6 + p2_6);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_7 = i_7 >= 2 ? x[i_7 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_7 = i_7 >= 1 ? x[i_7 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_7 = i_7 + 1 < n ? x[i_7 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_7 = i_7 + 2 < n ? x[i_7 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_7] = 0.375f * x[i_7] + 0.25f * (m1_7 + p1_7) + 0.0625f * (m2_7 + p2_7);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_8 = i_8 >= 2 ? x[i_8 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_8 = i_8 >= 1 ? x[i_8 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_8 = i_8 + 1 < n ? x[i_8 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_8 = i_8 + 2 < n ? x[i_8 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_8] = 0.375f * x[i_8] + 0.25f * (m1_8 + p1_8) + 0.0625f * (m2_8 + p2_8);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_9 = i_9 >= 2 ? x[i_9 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_9 = i_9 >= 1 ? x[i_9 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_9 = i_9 + 1 < n ? x[i_9 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_9 = i_9 + 2 < n ? x[i_9 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_9] = 0.375f * x[i_9] + 0.25f * (m1_9 + p1_9) + 0.0625f * (m2_9 + p2_9);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_10 = i_10 >= 2 ? x[i_10 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_10 = i_10 >= 1 ? x[i_10 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_10 = i_10 + 1 < n ? x[i_10 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_10 = i_10 + 2 < n ? x[i_10 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_10] = 0.375f * x[i_10] + 0.25f * (m1_10 + p1_10) + 0.0625f * (m2_10 + p2_10);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_11 = i_11 >= 2 ? x[i_11 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_11 = i_11 >= 1 ? x[i_11 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_11 = i_11 + 1 < n ? x[i_11 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_11 = i_11 + 2 < n ? x[i_11 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_11] = 0.375f * x[i_11] + 0.25f * (m1_11 + p1_11) + 0.0625f * (m2_11 + p2_11);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_12 = i_12 >= 2 ? x[i_12 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_12 = i_12 >= 1 ? x[i_12 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_12 = i_12 + 1 < n ? x[i_12 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_12 = i_12 + 2 < n ? x[i_12 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_12] = 0.375f * x[i_12] + 0.25f * (m1_12 + p1_12) + 0.0625f * (m2_12 + p2_12);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_13 = i_13 >= 2 ? x[i_13 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_13 = i_13 >= 1 ? x[i_13 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_13 = i_13 + 1 < n ? x[i_13 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_13 = i_13 + 2 < n ? x[i_13 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_13] = 0.375f * x[i_13] + 0.25f * (m1_13 + p1_13) + 0.0625f * (m2_13 + p2_13);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_14 = i_14 >= 2 ? x[i_14 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_14 = i_14 >= 1 ? x[i_14 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_14 = i_14 + 1 < n ? x[i_14 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_14 = i_14 + 2 < n ? x[i_14 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_14] = 0.375f * x[i_14] + 0.25f * (m1_14 + p1_14) + 0.0625f * (m2_14 + p2_14);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m2_15 = i_15 >= 2 ? x[i_15 - 2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float m1_15 = i_15 >= 1 ? x[i_15 - 1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p1_15 = i_15 + 1 < n ? x[i_15 + 1] : 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            float p2_15 = i_15 + 2 < n ? x[i_15 + 2] : 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/fir5_symmetric.cu"
            y[i_15] = 0.375f * x[i_15] + 0.25f * (m1_15 + p1_15) + 0.0625f * (m2_15 + p2_15);
        }
}
