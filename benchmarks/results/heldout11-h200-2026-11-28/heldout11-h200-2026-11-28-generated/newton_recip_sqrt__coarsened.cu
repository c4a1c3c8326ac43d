extern "C" __global__ void newton_recip_sqrt_cf16x_st32(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_0 = __int_as_float(1597463007 - (__float_as_int(v_0) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_0 = 0; s_0 < 3; ++s_0)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_0 = r_0 * (1.5f - 0.5f * v_0 * r_0 * r_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_0] = r_0;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_1 = __int_as_float(1597463007 - (__float_as_int(v_1) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_1 = 0; s_1 < 3; ++s_1)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_1 = r_1 * (1.5f - 0.5f * v_1 * r_1 * r_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_1] = r_1;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_2 = __int_as_float(1597463007 - (__float_as_int(v_2) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_2 = 0; s_2 < 3; ++s_2)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_2 = r_2 * (1.5f - 0.5f * v_2 * r_2 * r_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_2] = r_2;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_3 = __int_as_float(1597463007 - (__float_as_int(v_3) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_3 = 0; s_3 < 3; ++s_3)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_3 = r_3 * (1.5f - 0.5f * v_3 * r_3 * r_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_3] = r_3;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_4 = __int_as_float(1597463007 - (__float_as_int(v_4) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_4 = 0; s_4 < 3; ++s_4)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_4 = r_4 * (1.5f - 0.5f * v_4 * r_4 * r_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_4] = r_4;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_5 = __int_as_float(1597463007 - (__float_as_int(v_5) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_5 = 0; s_5 < 3; ++s_5)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_5 = r_5 * (1.5f - 0.5f * v_5 * r_5 * r_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_5] = r_5;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_6 = __int_as_float(1597463007 - (__float_as_int(v_6) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_6 = 0; s_6 < 3; ++s_6)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_6 = r_6 * (1.5f - 0.5f * v_6 * r_6 * r_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_6] = r_6;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_7 = __int_as_float(1597463007 - (__float_as_int(v_7) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_7 = 0; s_7 < 3; ++s_7)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_7 = r_7 * (1.5f - 0.5f * v_7 * r_7 * r_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_7] = r_7;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_8 = x[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_8 = __int_as_float(1597463007 - (__float_as_int(v_8) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_8 = 0; s_8 < 3; ++s_8)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_8 = r_8 * (1.5f - 0.5f * v_8 * r_8 * r_8);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_8] = r_8;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_9 = x[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_9 = __int_as_float(1597463007 - (__float_as_int(v_9) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_9 = 0; s_9 < 3; ++s_9)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_9 = r_9 * (1.5f - 0.5f * v_9 * r_9 * r_9);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_9] = r_9;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_10 = x[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_10 = __int_as_float(1597463007 - (__float_as_int(v_10) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_10 = 0; s_10 < 3; ++s_10)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_10 = r_10 * (1.5f - 0.5f * v_10 * r_10 * r_10);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_10] = r_10;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_11 = x[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_11 = __int_as_float(1597463007 - (__float_as_int(v_11) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_11 = 0; s_11 < 3; ++s_11)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_11 = r_11 * (1.5f - 0.5f * v_11 * r_11 * r_11);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_11] = r_11;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_12 = x[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_12 = __int_as_float(1597463007 - (__float_as_int(v_12) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_12 = 0; s_12 < 3; ++s_12)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_12 = r_12 * (1.5f - 0.5f * v_12 * r_12 * r_12);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_12] = r_12;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_13 = x[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_13 = __int_as_float(1597463007 - (__float_as_int(v_13) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_13 = 0; s_13 < 3; ++s_13)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_13 = r_13 * (1.5f - 0.5f * v_13 * r_13 * r_13);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_13] = r_13;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_14 = x[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_14 = __int_as_float(1597463007 - (__float_as_int(v_14) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_14 = 0; s_14 < 3; ++s_14)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_14 = r_14 * (1.5f - 0.5f * v_14 * r_14 * r_14);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_14] = r_14;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float v_15 = x[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            float r_15 = __int_as_float(1597463007 - (__float_as_int(v_15) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            for (int s_15 = 0; s_15 < 3; ++s_15)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
                r_15 = r_15 * (1.5f - 0.5f * v_15 * r_15 * r_15);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cu"
            y[i_15] = r_15;
        }
}
